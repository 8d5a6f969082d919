import { useEffect, useState, type FormEvent } from "react";
import type { ReplyTemplate } from "@contracts/desk";
import type { TemplateBody } from "@contracts/desk-schema";
import { Button } from "~/components/ui/button";
import { Field } from "~/components/ui/field";
import { api } from "~/admin/api";
import { PanelSection } from "~/admin/panel-section";
import { Shell } from "~/admin/shell";
import { MessageField, SubjectField } from "./message-field";

export function Templates() {
  return (
    <Shell title="Saved replies" current="templates">
      {() => <TemplateList />}
    </Shell>
  );
}

const fieldsOf = (form: HTMLFormElement): TemplateBody => {
  const data = new FormData(form);
  return {
    name: String(data.get("name") ?? ""),
    subject: String(data.get("subject") ?? ""),
    body: String(data.get("body") ?? ""),
  };
};

/** The saved replies the composer offers, each editable, and a form for a new one. */
function TemplateList() {
  const [templates, setTemplates] = useState<ReplyTemplate[]>();
  const [notice, setNotice] = useState("");

  useEffect(() => {
    api<ReplyTemplate[]>("/templates")
      .then(setTemplates)
      .catch((failure: unknown) => setNotice((failure as Error).message));
  }, []);

  const run = async (work: () => Promise<ReplyTemplate[]>, done: string) => {
    try {
      setTemplates(await work());
      setNotice(done);
    } catch (failure) {
      setNotice((failure as Error).message);
    }
  };

  const save = (id: number) => (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const body = fieldsOf(event.currentTarget);
    void run(async () => {
      const saved = await api<ReplyTemplate>(`/templates/${id}`, { method: "PUT", body });
      return (templates ?? []).map((template) => (template.id === id ? saved : template));
    }, `Saved “${body.name}”.`);
  };

  const remove = (template: ReplyTemplate) =>
    void run(async () => {
      await api(`/templates/${template.id}`, { method: "DELETE" });
      return (templates ?? []).filter((candidate) => candidate.id !== template.id);
    }, `Deleted “${template.name}”.`);

  const add = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const body = fieldsOf(form);
    void run(async () => {
      const added = await api<ReplyTemplate>("/templates", { method: "POST", body });
      form.reset();
      return [...(templates ?? []), added];
    }, `Added “${body.name}”.`);
  };

  return (
    <>
      <p className="mt-2 max-w-prose text-sm text-slate-text">
        The reply composer on a lead offers these. <code>{"{name}"}</code>,{" "}
        <code>{"{service}"}</code> and <code>{"{company}"}</code> are filled in from the lead; any
        other word in braces stays as written.
      </p>
      <p role="status" className="mt-2 min-h-5 text-sm">
        {notice || (templates ? "" : "Loading…")}
      </p>
      {templates?.map((template) => (
        <SavedReplyPanel
          key={template.id}
          template={template}
          onSave={save(template.id)}
          onDelete={() => remove(template)}
        />
      ))}
      <NewSavedReplyPanel onAdd={add} />
    </>
  );
}

/** One saved reply, editable in place, with its Save and Delete. */
function SavedReplyPanel({
  template,
  onSave,
  onDelete,
}: {
  template: ReplyTemplate;
  onSave: (event: FormEvent<HTMLFormElement>) => void;
  onDelete: () => void;
}) {
  return (
    <PanelSection id={`template-${template.id}`} title={template.name}>
      <form onSubmit={onSave} className="mt-3 grid gap-4">
        <TemplateFields prefix={`template-${template.id}`} template={template} />
        <div className="flex flex-wrap gap-2">
          <Button type="submit" size="sm">
            Save
          </Button>
          <Button type="button" size="sm" variant="secondary" onClick={onDelete}>
            Delete
          </Button>
        </div>
      </form>
    </PanelSection>
  );
}

function NewSavedReplyPanel({ onAdd }: { onAdd: (event: FormEvent<HTMLFormElement>) => void }) {
  return (
    <PanelSection id="template-new" title="New saved reply">
      <form onSubmit={onAdd} className="mt-3 grid gap-4">
        <TemplateFields prefix="template-new" />
        <div>
          <Button type="submit" size="sm">
            Add
          </Button>
        </div>
      </form>
    </PanelSection>
  );
}

function TemplateFields({ prefix, template }: { prefix: string; template?: ReplyTemplate }) {
  return (
    <>
      <Field id={`${prefix}-name`} label="Name">
        {(control) => (
          <input {...control} name="name" required maxLength={100} defaultValue={template?.name} />
        )}
      </Field>
      <SubjectField id={`${prefix}-subject`} defaultValue={template?.subject} />
      <MessageField id={`${prefix}-body`} defaultValue={template?.body} />
    </>
  );
}
