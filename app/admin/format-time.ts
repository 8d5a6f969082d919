/** A time the desk shows: the API sends ISO timestamps. */
export const formatTime = (iso: string) =>
  new Date(iso).toLocaleString("en-GB", {
    dateStyle: "medium",
    timeStyle: "short",
  });
