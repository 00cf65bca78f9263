// One banner slide's editor: its pictures (desktop and phone), words and link.
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { bannerInput, savedAnswer, type AdminBanner, type BannerInput } from '@parts/common/content-admin';
import { api } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { useToast } from '../../../ui/toast/toast-context';
import { contentKeys } from './content-queries';
import { PictureField } from './PictureField';

const FIELDS = ['image', 'mobile_image', 'title', 'subtitle', 'link', 'link_text', 'sort_order'] as const;

export function SlideForm({
  moduleId,
  banner,
  onDone,
}: {
  moduleId: number;
  banner?: AdminBanner;
  onDone: () => void;
}) {
  const client = useQueryClient();
  const toast = useToast();
  const [urls, setUrls] = useState({ image: banner?.image_url ?? null, mobile: banner?.mobile_image_url ?? null });
  const form = useForm<z.input<typeof bannerInput>, unknown, BannerInput>({
    resolver: zodResolver(bannerInput),
    defaultValues: banner ?? {
      module_id: moduleId,
      image: '',
      mobile_image: '',
      title: '',
      subtitle: '',
      link: '',
      link_text: '',
      open_in_new_tab: false,
      show_banner_title: true,
      sort_order: 0,
    },
  });
  const errors = form.formState.errors;
  const save = useMutation({
    mutationFn: (v: BannerInput) => api('/admin/api/content/banner/save', { json: v, schema: savedAnswer }),
    onSuccess: async (a) => {
      toast.success(a.success, { staff: true });
      await client.invalidateQueries({ queryKey: contentKeys.banners });
      onDone();
    },
    onError: (err) => showServerErrors(form.setError, err, FIELDS),
  });
  return (
    <form
      className="admin-form"
      noValidate
      aria-label={banner ? `Edit slide ${banner.title || banner.banner_id}` : 'New slide'}
      onSubmit={(e) => void form.handleSubmit((v) => save.mutate(v))(e)}
    >
      <div className="admin-form__row">
        <PictureField
          label="Picture (desktop)"
          folder="banners"
          url={urls.image}
          error={errors.image?.message}
          onUploaded={(path, url) => {
            form.setValue('image', path, { shouldValidate: true });
            setUrls((u) => ({ ...u, image: url }));
          }}
        />
        <PictureField
          label="Picture (phone)"
          folder="banners"
          url={urls.mobile}
          error={errors.mobile_image?.message}
          onUploaded={(path, url) => {
            form.setValue('mobile_image', path, { shouldValidate: true });
            setUrls((u) => ({ ...u, mobile: url }));
          }}
        />
      </div>
      <div className="admin-form__row">
        <TextField label="Title" error={errors.title?.message} {...form.register('title')} />
        <TextField label="Subtitle" error={errors.subtitle?.message} {...form.register('subtitle')} />
      </div>
      <div className="admin-form__row">
        <TextField
          label="Link"
          hint="A site path such as /product/special, or an https address."
          error={errors.link?.message}
          {...form.register('link')}
        />
        <TextField label="Link text" error={errors.link_text?.message} {...form.register('link_text')} />
        <TextField
          label="Order"
          inputMode="numeric"
          error={errors.sort_order?.message}
          {...form.register('sort_order')}
        />
      </div>
      <div className="admin-form__checks">
        <label>
          <input type="checkbox" {...form.register('show_banner_title')} /> Show the title on the picture
        </label>
        <label>
          <input type="checkbox" {...form.register('open_in_new_tab')} /> Open the link in a new tab
        </label>
      </div>
      {errors.root?.server && (
        <p role="alert" className="form-alert">
          {form.formState.errors.root?.server?.message}
        </p>
      )}
      <div className="admin-form__actions">
        <Button type="submit" busy={save.isPending}>
          Save slide
        </Button>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
