// A store's card readers and smart terminals at its registers (decision 0098): a register's day close compares the
// provider's batch of its own readers with its own card sales, so each reader sits at the register it serves. Readers
// at no register are listed here too, so a store can take them.
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { readerSaveSchema, type ReaderSave, type StoreDetail } from '@parts/common/stores-admin';
import { Button } from '../../../ui/Button';
import { SelectField } from '../../../ui/SelectField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { saveReader, storesChanged } from './stores-api';

type Reader = StoreDetail['readers'][number];

const KIND = { card_device: 'Card reader', smart_terminal: 'Smart terminal' } as const;

export function StoreReaders({ detail }: { detail: StoreDetail }) {
  return (
    <>
      <h3 id="readers-heading" className="store-readers__heading">
        Card readers
      </h3>
      <p>
        A register’s day close checks the card batch of the readers at that register against its card sales. A reader at
        another store’s register shows here once it is put at no register there.
      </p>
      {detail.readers.length === 0 && <p>No card readers at this store.</p>}
      <ul className="store-rows" aria-labelledby="readers-heading">
        {detail.readers.map((r) => (
          <li key={r.device_id}>
            <ReaderRow detail={detail} reader={r} />
          </li>
        ))}
      </ul>
    </>
  );
}

function ReaderRow({ detail, reader }: { detail: StoreDetail; reader: Reader }) {
  const toast = useToast();
  const client = useQueryClient();
  const { register, handleSubmit, setError, formState } = useForm<
    ReaderSave,
    unknown,
    z.output<typeof readerSaveSchema>
  >({
    resolver: zodResolver(readerSaveSchema),
    defaultValues: {
      device_id: reader.device_id,
      location_id: detail.store.location_id,
      register_id: reader.register_id,
    },
  });
  const save = useMutation({
    mutationFn: saveReader,
    onSuccess: async (a) => {
      toast.success(a.success);
      await storesChanged(client);
    },
    onError: (err) => showServerErrors(setError, err, ['register_id']),
  });
  // A register switched off keeps the readers it had until they are moved; it is offered only to them.
  const options = [
    { value: '', label: 'No register' },
    ...detail.registers
      .filter((g) => g.active || g.register_id === reader.register_id)
      .map((g) => ({ value: String(g.register_id), label: g.active ? g.name : `${g.name} (not in use)` })),
  ];
  return (
    <form
      className="store-row store-row--form"
      onSubmit={(e) => void handleSubmit((b) => save.mutate(b))(e)}
      noValidate
      aria-label={`Card reader ${reader.name}`}
    >
      <p className="store-row__name">
        {reader.name} <span className="store-row__kind">{KIND[reader.kind]}</span>
      </p>
      <SelectField
        label="At register"
        options={options}
        {...register('register_id', {
          setValueAs: (v: string | number | null) => (v === '' || v === null ? null : Number(v)),
        })}
        error={formState.errors.register_id?.message}
      />
      <Button type="submit" size="sm" variant="secondary" busy={save.isPending}>
        Save <span className="visually-hidden">card reader {reader.name}</span>
      </Button>
    </form>
  );
}
