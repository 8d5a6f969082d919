import { useEffect, useState } from "react";
import type { LostReasonList } from "@contracts/revenue";
import { api } from "~/admin/api";

/** The owner's lost reasons, read once per page; empty until they arrive (or if they fail). */
export function useLostReasons() {
  const [reasons, setReasons] = useState<string[]>([]);
  useEffect(() => {
    api<LostReasonList>("/lost-reasons")
      .then((list) => setReasons(list.reasons))
      .catch(() => setReasons([]));
  }, []);
  return [reasons, setReasons] as const;
}
