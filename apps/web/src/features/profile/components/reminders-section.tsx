import type { Profile } from '@smartmove/contract';
import { Checkbox } from '../../../components/ui/form/checkbox';
import { useMutationAction } from '../../../components/ui/form/use-mutation-action';
import { useUpdateRemindersMutation } from '../api/reminders';

/**
 * My profile's "Reminders" (docs/product.md#reminders): one switch, on by default, for the Friday e-mail
 * about a time sheet not yet submitted and, for approvers, the Monday digest of what waits for them. It saves
 * as it changes.
 */
export function RemindersSection({ profile }: { profile: Profile }) {
  const update = useUpdateRemindersMutation();
  const save = useMutationAction({
    action: (reminders: boolean) => update.mutateAsync(reminders),
    success: (_profile, reminders) => (reminders ? 'Reminders turned on' : 'Reminders turned off'),
  });
  const checked = update.isPending ? update.variables : profile.reminders;

  return (
    <section className="form-card" aria-labelledby="reminders-title">
      <h2 id="reminders-title" className="form-card__title">
        E-mail reminders
      </h2>
      <Checkbox
        role="switch"
        label="Reminders"
        hint="A reminder on Friday afternoon when your time sheet for the week is not submitted, and for approvers a Monday digest of what waits for them."
        checked={checked}
        disabled={update.isPending}
        onChange={(event) => void save(event.target.checked)}
      />
    </section>
  );
}
