// A card refund the processor declined (decision 0067): the cashier pays that part out in cash from the drawer or as
// the customer's store credit instead. The server pays each declined refund out once, so a double click is harmless.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createReturnAnswerSchema, type RefundWire } from '@parts/common/returns';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { returnKeys } from './returns-queries';

type Tender = RefundWire['tenders'][number];

export function DeclinedPayout({
  tender,
  onPaid,
}: {
  tender: Tender;
  onPaid: (refund: RefundWire, message: string) => void;
}) {
  const client = useQueryClient();
  const payout = useMutation({
    mutationFn: (how: 'cash' | 'store_credit') =>
      api('/pos/returns/payout', {
        json: { transaction_id: tender.transaction_id, payout: how },
        schema: createReturnAnswerSchema,
      }),
    onSuccess: async (answer) => {
      onPaid(answer.refund, answer.success ?? '');
      await client.invalidateQueries({ queryKey: returnKeys.all });
    },
  });
  return (
    <div className="return-payout" role="group" aria-label={`Pay out ${tender.total_text} another way`}>
      <span>The card refund was declined. Pay out {tender.total_text}:</span>
      <Button size="sm" variant="secondary" busy={payout.isPending} onClick={() => payout.mutate('cash')}>
        In Cash
      </Button>
      <Button size="sm" variant="secondary" busy={payout.isPending} onClick={() => payout.mutate('store_credit')}>
        As Store Credit
      </Button>
      {payout.error && (
        <p role="alert" className="return-done__failed">
          {errorMessage(payout.error)}
        </p>
      )}
    </div>
  );
}
