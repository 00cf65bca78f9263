// The owner's return reasons and restocking fees (issue 28), for admins until the back office comes: each reason's
// name and fee (none, a percent of the parts, or an amount per return). Saved as one list; reasons in use stay.
import { useFieldArray, useForm } from 'react-hook-form';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reasonsAnswerSchema, type ReturnReasonWire } from '@parts/common/returns';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { ErrorState } from '../../../ui/ErrorState';
import { SelectField } from '../../../ui/SelectField';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast/toast-context';
import { showServerErrors } from '../../../ui/form/server-errors';
import { reasonsQuery, returnKeys } from './returns-queries';

export function ReasonsEditor() {
  const q = useQuery(reasonsQuery());
  if (q.isPending) return <Spinner label="Loading the return reasons" />;
  if (q.error) return <ErrorState message={errorMessage(q.error)} onRetry={() => void q.refetch()} />;
  return <ReasonsForm reasons={q.data.reasons} />;
}

function ReasonsForm({ reasons }: { reasons: ReturnReasonWire[] }) {
  const client = useQueryClient();
  const toast = useToast();
  const { register, control, handleSubmit, setError, formState } = useForm<{ reasons: ReturnReasonWire[] }>({
    defaultValues: { reasons },
  });
  const { fields } = useFieldArray({ control, name: 'reasons' });
  const save = useMutation({
    mutationFn: (body: { reasons: ReturnReasonWire[] }) =>
      api('/pos/returns/reasons', { json: body, schema: reasonsAnswerSchema }),
    onSuccess: async (a) => {
      toast.success(a.success ?? '');
      await client.invalidateQueries({ queryKey: returnKeys.all });
    },
    onError: (err) => showServerErrors(setError, err, []),
  });
  return (
    <section className="returns-page__box" aria-labelledby="reasons-title">
      <h2 id="reasons-title">Return reasons and restocking fees</h2>
      <form onSubmit={(e) => void handleSubmit((v) => save.mutate(v))(e)} noValidate>
        {fields.map((f, i) => (
          <fieldset key={f.id} className="reason-row">
            <legend className="visually-hidden">Reason {f.name}</legend>
            <TextField label="Reason" {...register(`reasons.${i}.name`)} />
            <SelectField
              label="Restocking fee"
              options={[
                { value: 'none', label: 'None' },
                { value: 'percent', label: 'Percent of the parts' },
                { value: 'amount', label: 'Amount per return' },
              ]}
              {...register(`reasons.${i}.fee_type`)}
            />
            <TextField label="Fee (percent or dollars)" inputMode="decimal" {...register(`reasons.${i}.fee_value`)} />
          </fieldset>
        ))}
        {formState.errors.root?.server && (
          <p className="field__error" role="alert">
            {formState.errors.root.server.message}
          </p>
        )}
        <Button type="submit" busy={save.isPending}>
          Save Reasons
        </Button>
      </form>
    </section>
  );
}
