// Content → Banners (spec 000 section 3 "Banner"): the home page's carousels, their speed and shape, and their slides.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  bannerModuleInput,
  deletedAnswer,
  savedAnswer,
  type AdminBannerModule,
  type BannerModuleInput,
} from '@parts/common/content-admin';
import { api, errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoading } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { QueryErrorState } from '../../../ui/query/QueryErrorState';
import { useToast } from '../../../ui/toast/toast-context';
import { bannersQuery, contentKeys } from './content-queries';
import { SlideForm } from './SlideForm';
import './content.css';

function ModuleForm({ module, onDone }: { module?: AdminBannerModule; onDone?: () => void }) {
  const client = useQueryClient();
  const toast = useToast();
  const form = useForm<z.input<typeof bannerModuleInput>, unknown, BannerModuleInput>({
    resolver: zodResolver(bannerModuleInput),
    defaultValues: module ?? { name: '', speed_ms: 5000, ratio: '1920:600', mobile_ratio: '750:600', status: true },
  });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (v: BannerModuleInput) => api('/admin/api/content/bannerModule/save', { json: v, schema: savedAnswer }),
    onSuccess: async (a) => {
      toast.success(a.success, { staff: true });
      await client.invalidateQueries({ queryKey: contentKeys.banners });
      if (!module) form.reset();
      onDone?.();
    },
    onError: (err) => showServerErrors(form.setError, err, ['name', 'speed_ms', 'ratio', 'mobile_ratio']),
  });
  return (
    <form
      className="admin-form"
      noValidate
      aria-label={module ? `Carousel ${module.name}` : 'New carousel'}
      onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
    >
      <div className="admin-form__row">
        <TextField label="Name" required error={errors.name?.message} {...form.register('name')} />
        <TextField
          label="Each slide shows for (ms)"
          inputMode="numeric"
          error={errors.speed_ms?.message}
          {...form.register('speed_ms')}
        />
        <TextField label="Shape (desktop)" error={errors.ratio?.message} {...form.register('ratio')} />
        <TextField label="Shape (phone)" error={errors.mobile_ratio?.message} {...form.register('mobile_ratio')} />
      </div>
      <div className="admin-form__checks">
        <label>
          <input type="checkbox" {...form.register('status')} /> Shown on the home page
        </label>
      </div>
      {errors.root?.server && (
        <p role="alert" className="form-alert">
          {errors.root.server.message}
        </p>
      )}
      <div className="admin-form__actions">
        <Button type="submit" busy={save.isPending}>
          {module ? 'Save carousel' : 'Add carousel'}
        </Button>
      </div>
    </form>
  );
}

function Carousel({ module }: { module: AdminBannerModule }) {
  const client = useQueryClient();
  const toast = useToast();
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const remove = useMutation({
    mutationFn: (id: number) => api('/admin/api/content/banner/delete', { json: { id }, schema: deletedAnswer }),
    onSuccess: async (a) => {
      toast.success(a.success, { staff: true });
      await client.invalidateQueries({ queryKey: contentKeys.banners });
    },
    onError: (err) => toast.error(errorMessage(err), { staff: true }),
  });
  return (
    <section className="admin-panel" aria-labelledby={`carousel-${module.module_id}`}>
      <h2 id={`carousel-${module.module_id}`}>
        {module.name} {!module.status && <span className="admin-badge">Hidden</span>}
      </h2>
      <ModuleForm module={module} />
      <h3>Slides</h3>
      {module.banners.length === 0 && <p>No slides yet.</p>}
      <ul className="slide-list">
        {module.banners.map((b) => (
          <li key={b.banner_id} className="slide-list__item">
            {editing === b.banner_id ? (
              <SlideForm moduleId={module.module_id} banner={b} onDone={() => setEditing(null)} />
            ) : (
              <>
                <img src={b.image_url} alt="" width={100} className="slide-list__thumb" />
                <span className="slide-list__title">{b.title || '(no title)'}</span>
                <Button size="sm" variant="secondary" onClick={() => setEditing(b.banner_id)}>
                  Edit <span className="visually-hidden">{b.title}</span>
                </Button>
                <Button
                  size="sm"
                  variant="ghost"
                  busy={remove.isPending && remove.variables === b.banner_id}
                  onClick={() => remove.mutate(b.banner_id)}
                >
                  Remove <span className="visually-hidden">{b.title}</span>
                </Button>
              </>
            )}
          </li>
        ))}
      </ul>
      {editing === 'new' ? (
        <SlideForm moduleId={module.module_id} onDone={() => setEditing(null)} />
      ) : (
        <Button variant="secondary" onClick={() => setEditing('new')}>
          Add slide
        </Button>
      )}
    </section>
  );
}

export default function BannersPage() {
  const query = useQuery(bannersQuery());
  return (
    <>
      <PageHeading title="Banners" description="The home page's carousels: their slides, pictures and speed." />
      {query.isPending ? (
        <PageLoading label="Loading banners" />
      ) : query.error ? (
        <QueryErrorState query={query} />
      ) : (
        <>
          {query.data.modules.map((m) => (
            <Carousel key={m.module_id} module={m} />
          ))}
          <section className="admin-panel" aria-labelledby="new-carousel">
            <h2 id="new-carousel">New carousel</h2>
            <ModuleForm />
          </section>
        </>
      )}
    </>
  );
}
