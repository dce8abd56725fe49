import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSKEY_MESSAGES,
  PASSKEY_NAME_MAX,
  PasskeyNameFormSchema,
  type Passkey,
  type PasskeyNameForm,
} from '@smartmove/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { ConfirmDialog } from '../../../components/ui/confirm-dialog';
import { FormCard } from '../../../components/ui/form/form-layout';
import { failureMessage } from '../../../components/ui/form/server-errors';
import { SubmitButton } from '../../../components/ui/form/submit-button';
import { TextInput } from '../../../components/ui/form/text-input';
import { useMutationAction } from '../../../components/ui/form/use-mutation-action';
import { useMutationForm } from '../../../components/ui/form/use-mutation-form';
import { ErrorState, LoadingState } from '../../../components/ui/query-status';
import { useIsClient } from '../../../hooks/use-is-client';
import { formatDate } from '../../../lib/format';
import { PasskeyCeremonyError, passkeysSupported } from '../../../lib/passkeys';
import { notifyError } from '../../../lib/toast';
import { useAddPasskeyMutation, usePasskeysQuery, useRemovePasskeyMutation } from '../api/passkeys';
import { fieldsOf } from '../../../components/ui/form/registered-field';
import { SmallButton } from '../../../components/ui/small-button';

/** "Nov 26, 2026, 10:02 PM". */
const describeInstant = (instant: string) => formatDate(instant, { hour: 'numeric', minute: '2-digit' });

/**
 * My profile's "Passkeys": "Add a passkey" under a name (the browser asks for the fingerprint, face or
 * screen lock), and each passkey with its name, when it was added and last used, and a confirmed "Remove".
 */
export function PasskeysSection() {
  const passkeys = usePasskeysQuery();
  const add = useAddPasskeyMutation();
  const remove = useRemovePasskeyMutation();
  const [removing, setRemoving] = useState<Passkey>();
  const supported = useIsClient() && passkeysSupported();
  const form = useForm<PasskeyNameForm>({
    resolver: zodResolver(PasskeyNameFormSchema),
    defaultValues: { name: '' },
  });
  const registered = fieldsOf(form);

  const onAdd = useMutationForm({
    form,
    submit: ({ name }) => add.mutateAsync(name),
    success: () => PASSKEY_MESSAGES.added,
    resetTo: () => ({ name: '' }),
    showError: (error) => {
      if (error instanceof PasskeyCeremonyError) notifyError(error.message);
      else notifyError(failureMessage(error));
    },
  });
  const confirmRemove = useMutationAction({
    action: (passkey: Passkey) => remove.mutateAsync(passkey.id),
    success: (_removed, passkey) => `${PASSKEY_MESSAGES.removed}: ${passkey.name}`,
    onSettled: () => setRemoving(undefined),
  });

  return (
    <FormCard title="Passkeys" titleId="passkeys-title" busy={add.isPending} onSubmit={onAdd}>
      <p className="form-card__lead">
        Sign in with your fingerprint, face or screen lock instead of a text message.
      </p>
      {passkeys.isError ? (
        <ErrorState message={failureMessage(passkeys.error)} onRetry={() => void passkeys.refetch()} />
      ) : passkeys.data ? (
        passkeys.data.items.length ? (
          <ul className="passkey-list" aria-label="Your passkeys">
            {passkeys.data.items.map((passkey) => (
              <li key={passkey.id} className="passkey-list__item">
                <div className="passkey-list__body">
                  <strong className="passkey-list__name">{passkey.name}</strong>
                  <span className="passkey-list__meta">Added {describeInstant(passkey.createdAt)}</span>
                  <span className="passkey-list__meta">
                    {passkey.lastUsedAt ? `Last used ${describeInstant(passkey.lastUsedAt)}` : 'Not used yet'}
                  </span>
                </div>
                <SmallButton
                  aria-label={`Remove passkey ${passkey.name}`}
                  disabled={remove.isPending}
                  onClick={() => setRemoving(passkey)}
                >
                  Remove
                </SmallButton>
              </li>
            ))}
          </ul>
        ) : (
          <p className="passkey-list__empty">No passkeys yet.</p>
        )
      ) : (
        <LoadingState label="Loading your passkeys…" />
      )}
      {supported ? (
        <div className="passkey-add">
          <TextInput
            label="Passkey name"
            hint="For example the device it is on: “Work laptop”."
            autoComplete="off"
            maxLength={PASSKEY_NAME_MAX}
            fieldClassName="passkey-add__name"
            {...registered('name')}
          />
          <div className="form__actions">
            <SubmitButton submitting={add.isPending}>Add a passkey</SubmitButton>
          </div>
        </div>
      ) : (
        <p className="passkey-list__empty">{PASSKEY_MESSAGES.unsupported}</p>
      )}
      <ConfirmDialog
        open={removing !== undefined}
        title="Remove this passkey?"
        action="Remove passkey"
        busy={remove.isPending}
        onConfirm={() => {
          if (removing) void confirmRemove(removing);
        }}
        onClose={() => setRemoving(undefined)}
      >
        {removing
          ? `“${removing.name}” will no longer sign you in. You can still sign in with a code sent to your phone.`
          : ''}
      </ConfirmDialog>
    </FormCard>
  );
}
