// Add a Custom Product (spec 001 s5): react-hook-form on customProductInput, the schema POST addCustomProduct
// validates (decision 0066). Add stays disabled while invalid; after adding, the form resets keeping the tax class.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId, useRef } from 'react';
import type { z } from 'zod';
import { CUSTOM_PRODUCT_DEFAULTS, customProductInput, POS_CART_MSG } from '@parts/common/pos-cart';
import { Button } from '../../../ui/Button';
import { showServerErrors } from '../../../ui/form/server-errors';
import { Modal } from '../../../ui/Modal';
import { SelectField } from '../../../ui/SelectField';
import { TextField } from '../../../ui/TextField';
import { useToast } from '../../../ui/toast/toast-context';
import { addCustomProduct, failureText, type WithCart } from './pos-cart-client';

interface TaxClass {
  tax_class_id: number;
  title: string;
}
type Values = z.input<typeof customProductInput>;
const FIELDS = ['name', 'price', 'quantity', 'tax_class_id'] as const;

export function CustomProductModal({
  open,
  onClose,
  taxClasses,
  onDone,
}: {
  open: boolean;
  onClose: () => void;
  taxClasses: TaxClass[];
  onDone: (a: WithCart) => void;
}) {
  const formId = useId();
  const toast = useToast();
  const { register, handleSubmit, setError, reset, getValues, setValue, watch, formState } = useForm<Values>({
    // The request is the form's text; the server parses it with the same schema.
    resolver: zodResolver(customProductInput, undefined, { raw: true }),
    mode: 'onTouched',
    defaultValues: { ...CUSTOM_PRODUCT_DEFAULTS },
  });
  // A custom product is goods the store sells: the dialog starts on the store's first tax class (Taxable Goods), once
  // the classes are known; blank (no tax) stays a deliberate choice (issue 31, decision 0051).
  const taxDefaulted = useRef(false);
  useEffect(() => {
    if (taxDefaulted.current || taxClasses.length === 0) return;
    taxDefaulted.current = true;
    if (getValues('tax_class_id') === '') setValue('tax_class_id', String(taxClasses[0]!.tax_class_id));
  }, [taxClasses, getValues, setValue]);
  const errors = formState.errors;
  const add = useMutation({
    mutationFn: (v: Values) => addCustomProduct(v),
    onSuccess: (answer) => {
      if (answer.success) toast.success(answer.success);
      onDone(answer);
      reset({ ...CUSTOM_PRODUCT_DEFAULTS, tax_class_id: getValues('tax_class_id') });
    },
    onError: (err) => {
      showServerErrors(setError, err, FIELDS);
      toast.error(failureText(err, POS_CART_MSG.systemError), { staff: true });
    },
  });
  const valid = customProductInput.safeParse(watch()).success;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title="Add a Custom Product"
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          <Button type="submit" form={formId} busy={add.isPending} disabled={!valid}>
            Add
          </Button>
        </>
      }
    >
      <form
        id={formId}
        className="pos-form"
        onSubmit={(e) => void handleSubmit((v) => !add.isPending && add.mutate(v))(e)}
        noValidate
      >
        <TextField label="Name" maxLength={255} {...register('name')} error={errors.name?.message} required autoFocus />
        <TextField label="Price" inputMode="decimal" {...register('price')} error={errors.price?.message} required />
        <TextField
          label="Quantity"
          inputMode="numeric"
          {...register('quantity')}
          error={errors.quantity?.message}
          required
        />
        <SelectField
          label="Tax class"
          placeholder="— None —"
          options={taxClasses.map((t) => ({ value: String(t.tax_class_id), label: t.title }))}
          hint={POS_CART_MSG.customTaxHint}
          {...register('tax_class_id')}
          error={errors.tax_class_id?.message}
        />
      </form>
    </Modal>
  );
}
