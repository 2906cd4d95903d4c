import { Alert, Button, Checkbox, Group, Modal, Stack, TextInput } from "@mantine/core";
import {
  DOCUMENT_STATUS_LABELS,
  format,
  parseEurosToCents,
  TEXTS,
  type DocumentStatus,
} from "@reseau/shared";
import { useState, type FormEvent } from "react";
import type { StatusChangeBody } from "@reseau/shared";
import { rememberedFirstName, rememberFirstName } from "./firstName";

/** Props of the dialog that asks for a status's extra input. */
export interface StatusDialogProps {
  /** PROCESSING or AWAITING_PAYMENT; null when closed. */
  status: DocumentStatus | null;
  /** The pharmacist's account: her first name is remembered for it. */
  userId: string;
  loading: boolean;
  onSubmit: (body: StatusChangeBody) => void;
  onCancel: () => void;
}

/**
 * What a status needs before it is set (000 §4): PROCESSING asks the pharmacist's first name, or
 * "Ne pas prévenir le patient" after a warning; AWAITING_PAYMENT asks the amount left to pay.
 */
export function StatusDialog({ status, userId, loading, onSubmit, onCancel }: StatusDialogProps) {
  return (
    <Modal
      opened={status !== null}
      onClose={onCancel}
      title={status ? DOCUMENT_STATUS_LABELS[status] : ""}
      size="sm"
    >
      {status === "PROCESSING" && (
        <ProcessingForm userId={userId} loading={loading} onSubmit={onSubmit} onCancel={onCancel} />
      )}
      {status === "AWAITING_PAYMENT" && (
        <AmountForm userId={userId} loading={loading} onSubmit={onSubmit} onCancel={onCancel} />
      )}
    </Modal>
  );
}

type FormProps = Omit<StatusDialogProps, "status">;

function Actions({ loading, onCancel }: Pick<FormProps, "loading" | "onCancel">) {
  return (
    <Group justify="flex-end">
      <Button variant="default" onClick={onCancel}>
        {TEXTS.actions.cancel}
      </Button>
      <Button type="submit" loading={loading}>
        {TEXTS.actions.confirm}
      </Button>
    </Group>
  );
}

function ProcessingForm({ userId, loading, onSubmit, onCancel }: FormProps) {
  const [firstName, setFirstName] = useState(() => rememberedFirstName(userId) ?? "");
  const [silent, setSilent] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (silent) return onSubmit({ status: "PROCESSING", silent: true });
    const name = firstName.trim();
    if (!name) return setError(TEXTS.documents.firstNameRequired);
    // the first name is not a secret: remembered for the next prescriptions (« Prendre en
    // charge » then asks nothing)
    rememberFirstName(userId, name);
    onSubmit({ status: "PROCESSING", firstName: name });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={TEXTS.dashboard.yourFirstName}
          // why it is asked: the patient is told who takes care of her prescription (000 §4)
          description={format(TEXTS.dashboard.firstNameWhy, {
            firstName: firstName.trim() || TEXTS.fields.firstName,
          })}
          value={firstName}
          onChange={(event) => {
            setFirstName(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          disabled={silent}
          data-autofocus
        />
        <Checkbox
          label={TEXTS.dashboard.silent}
          checked={silent}
          onChange={(event) => setSilent(event.currentTarget.checked)}
        />
        {silent && (
          <Alert color="orange" role="alert">
            {TEXTS.dashboard.silentWarning}
          </Alert>
        )}
        <Actions loading={loading} onCancel={onCancel} />
      </Stack>
    </form>
  );
}

function AmountForm({ loading, onSubmit, onCancel }: FormProps) {
  const [amount, setAmount] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (parseEurosToCents(amount) === null) return setError(TEXTS.documents.amountRequired);
    onSubmit({ status: "AWAITING_PAYMENT", amount: amount.trim() });
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm">
        <TextInput
          label={TEXTS.dashboard.amountLeft}
          placeholder="12,50"
          inputMode="decimal"
          value={amount}
          onChange={(event) => {
            setAmount(event.currentTarget.value);
            setError(null);
          }}
          error={error}
          data-autofocus
        />
        <Actions loading={loading} onCancel={onCancel} />
      </Stack>
    </form>
  );
}
