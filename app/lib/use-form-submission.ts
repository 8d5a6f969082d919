import {
  startTransition,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type FormEvent,
  type RefObject,
} from "react";
import {
  formElementId,
  formFields,
  specialFields,
  validateForm,
  type FieldError,
  type FormName,
} from "@contracts/forms";
import { newSubmissionId } from "./submission-id";
import { submitForm, type SubmitResult } from "./submit-form";
import { useHydrated } from "./use-hydrated";

/** idle → sending → sent, or → failed / timedOut (every field kept) and back to sending. */
export type FormStatus = "idle" | "sending" | "sent" | "failed" | "timedOut";

export interface FormSubmissionOptions {
  form: FormName;
  /** Where the form posts, with and without JavaScript. */
  endpoint: string;
  /** Fields the script adds to what the visitor filled (e.g. the quote's `_subject`). */
  extraFields?: (fields: Readonly<Record<string, string>>) => Record<string, string>;
  /** Sends the fields; defaults to the Formspree-compatible client. Tests inject their own. */
  /** `files`: what the form's file inputs hold (a brief), each once one is chosen. */
  send?: (fields: Record<string, string>, files?: Record<string, File>) => Promise<SubmitResult>;
  /** Called once the endpoint has accepted the form. */
  onSent?: () => void;
}

export interface FormSubmission {
  /** Spread onto the <form>: the contract's markup and the handlers that drive it. */
  formProps: {
    ref: RefObject<HTMLFormElement | null>;
    id: string;
    "data-form": FormName;
    method: "post";
    action: string;
    noValidate: boolean;
    onSubmit: (event: FormEvent<HTMLFormElement>) => void;
    onBlur: (event: FocusEvent<HTMLFormElement>) => void;
    onChange: () => void;
  };
  status: FormStatus;
  /** The message to show under a field now, if any (only once it was left or a send tried). */
  errorOf: (field: string) => string | undefined;
  /** The `_submission` id of the attempt under way, once there is one. */
  submissionId: string | null;
}

/** What the form holds right now: the DOM is the one source of truth for the values. */
export function readFields(form: HTMLFormElement): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const [name, value] of new FormData(form))
    if (typeof value === "string") fields[name] = value;
  return fields;
}

/** The files the form holds (a brief), each only once one is chosen. */
function readFiles(form: HTMLFormElement): Record<string, File> {
  const files: Record<string, File> = {};
  for (const input of form.querySelectorAll<HTMLInputElement>("input[type=file][name]")) {
    const file = input.files?.[0];
    if (file && file.size > 0) files[input.name] = file;
  }
  return files;
}

/** The files as send's second argument, or no argument at all when the form holds none. */
const filesOf = (form: HTMLFormElement): [Record<string, File>] | [] => {
  const files = readFiles(form);
  return Object.keys(files).length > 0 ? [files] : [];
};

const dataFieldsOf = (form: FormName): readonly string[] => [
  ...formFields[form].required,
  ...formFields[form].optional,
];

const fieldLabel = (field: string) => field.charAt(0).toUpperCase() + field.slice(1);

/** A message as shown under its field: the contract's limits read "must …", so name the field. */
const shownMessage = (error: FieldError) =>
  error.message.startsWith("must") ? `${fieldLabel(error.field)} ${error.message}.` : error.message;

function clearFields(form: HTMLFormElement, names: readonly string[]) {
  for (const element of form.elements) {
    if (element instanceof HTMLSelectElement && names.includes(element.name)) {
      const preset = [...element.options].findIndex((option) => option.defaultSelected);
      element.selectedIndex = Math.max(preset, 0);
    } else if (
      (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
      names.includes(element.name)
    ) {
      element.value = "";
    }
  }
}

/**
 * One model for every form of the site (contact, quote, newsletter). The inputs are
 * uncontrolled: whatever the DOM holds when the visitor sends, including what was typed before
 * the island hydrated or what the server put back after a failed post without JavaScript, is
 * what gets validated (with the contract's shared `validateForm`) and sent. Before hydration the
 * same <form> posts natively to the same endpoint.
 */
export function useFormSubmission({
  form,
  endpoint,
  extraFields,
  send = (fields, files) => submitForm(endpoint, form, { ...fields, ...files }),
  onSent,
}: FormSubmissionOptions): FormSubmission {
  const formRef = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  const [status, setStatus] = useState<FormStatus>("idle");
  const [errors, setErrors] = useState<readonly FieldError[]>([]);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  const [submissionId, setSubmissionId] = useState<string | null>(null);
  // A second click can arrive before React has re-rendered the disabled button.
  const sending = useRef(false);
  const dataFields = dataFieldsOf(form);

  const check = (element: HTMLFormElement) => {
    const result = validateForm(form, readFields(element));
    return result.ok ? [] : result.errors;
  };

  const showAllProblems = (
    element: HTMLFormElement,
    problems: readonly FieldError[],
    { focus = true } = {},
  ) => {
    setTouched(new Set(dataFields));
    setErrors(problems);
    if (!focus) return;
    const firstInvalid = [...element.elements].find(
      (control): control is HTMLElement =>
        control instanceof HTMLElement &&
        problems.some((problem) => problem.field === control.getAttribute("name")),
    );
    firstInvalid?.focus();
  };

  // A page the endpoint sent back (failed post without JavaScript) shows a notice; once the
  // script runs, the problems move onto the fields, as for any other send.
  useEffect(() => {
    const element = formRef.current;
    const notice = element?.querySelector<HTMLElement>("[data-form-notice]:not([hidden])");
    if (!element || !notice) return;
    notice.hidden = true;
    if (notice.dataset.formNotice === "failed") setStatus("failed");
    // No focus move: hydration may come late, when the visitor is reading elsewhere.
    else showAllProblems(element, check(element), { focus: false });
    // Once, on hydration: later notices are never shown by the server into a live page.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (sending.current) return;
    const element = event.currentTarget;
    const fields = readFields(element);
    const result = validateForm(form, fields);
    const problems = result.ok ? [] : result.errors;
    // Problems of fields the visitor cannot see (none expected) are left to the endpoint.
    if (problems.some((problem) => dataFields.includes(problem.field))) {
      showAllProblems(element, problems);
      return;
    }
    sending.current = true;
    const id = submissionId ?? newSubmissionId();
    // The form's re-render for "sending" is a transition: React renders it in slices after the
    // press has painted, not inside the press's event, where it would delay that paint (the
    // press's INP). `sending` above already refuses a second press before the button shows it.
    startTransition(() => {
      setSubmissionId(id);
      setErrors([]);
      setStatus("sending");
    });
    const outcome = await send(
      {
        ...fields,
        ...extraFields?.(fields),
        [specialFields.submission]: id,
      },
      ...filesOf(element),
    );
    sending.current = false;
    if (outcome.ok) {
      clearFields(element, dataFields);
      setTouched(new Set());
      setSubmissionId(null);
      setStatus("sent");
      onSent?.();
      return;
    }
    // submitForm has logged the cause; every field keeps what the visitor typed.
    const fieldProblems =
      outcome.reason === "status"
        ? (outcome.errors ?? []).filter((problem) => dataFields.includes(problem.field))
        : [];
    if (fieldProblems.length > 0) {
      // The endpoint refused a value; a corrected send is a new attempt.
      setSubmissionId(null);
      setStatus("idle");
      showAllProblems(element, fieldProblems);
    } else {
      setStatus(outcome.reason === "timeout" ? "timedOut" : "failed");
    }
  }

  const revalidate = () => {
    if (touched.size > 0 && formRef.current) setErrors(check(formRef.current));
  };

  return {
    formProps: {
      ref: formRef,
      id: formElementId(form),
      "data-form": form,
      method: "post",
      action: endpoint,
      // The browser's own checks apply until the script can take over.
      noValidate: hydrated,
      onSubmit: (event) => void onSubmit(event),
      onBlur: (event) => {
        const name = event.target.getAttribute("name");
        if (!name || !dataFields.includes(name) || !formRef.current) return;
        const problems = check(formRef.current);
        // Leaving a field is often the first half of pressing another control (a send button):
        // its message renders as a transition, after that press's frame, so it never delays it.
        startTransition(() => {
          setTouched((current) => (current.has(name) ? current : new Set([...current, name])));
          setErrors(problems);
        });
      },
      onChange: revalidate,
    },
    status,
    errorOf: (field) => {
      if (!touched.has(field)) return undefined;
      const error = errors.find((candidate) => candidate.field === field);
      return error ? shownMessage(error) : undefined;
    },
    submissionId,
  };
}
