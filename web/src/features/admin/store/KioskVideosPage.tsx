// Store → Kiosk videos (issue 27, decision 0088): the videos the kiosk's welcome screen loops. Upload (MP4 or WebM,
// checked by the server by its bytes), move up or down, turn on or off, remove. The kiosk plays the enabled ones in
// this order from its next settings call; its timers are in Store → Settings (Kiosk).
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  KIOSK_VIDEO_MAX_BYTES,
  kioskVideoUploadForm,
  type KioskVideoRow,
  type KioskVideoUploadForm,
  type KioskVideosAnswer,
} from '@parts/common/kiosk-admin';
import { errorMessage } from '../../../ui/api';
import { Button } from '../../../ui/Button';
import { PageHeading } from '../../../ui/PageHeading';
import { ProgressBar } from '../../../ui/ProgressBar';
import { PageLoading } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import { showServerErrors } from '../../../ui/form/server-errors';
import { QueryErrorState } from '../../../ui/query/QueryErrorState';
import { useToast } from '../../../ui/toast/toast-context';
import {
  deleteKioskVideo,
  kioskVideoKeys,
  kioskVideosQuery,
  orderKioskVideos,
  saveKioskVideo,
  uploadKioskVideo,
} from './kiosk-videos-api';

const MAX_MB = Math.round(KIOSK_VIDEO_MAX_BYTES / 1e6);
const size = (bytes: number) => (bytes >= 1e6 ? `${(bytes / 1e6).toFixed(1)} MB` : `${Math.ceil(bytes / 1e3)} KB`);

function UploadForm() {
  const client = useQueryClient();
  const toast = useToast();
  const fileId = useId();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | undefined>();
  const form = useForm<KioskVideoUploadForm>({
    resolver: zodResolver(kioskVideoUploadForm),
    defaultValues: { title: '' },
  });
  const upload = useMutation({
    mutationFn: ({ title, chosen }: { title: string; chosen: File }) => uploadKioskVideo(chosen, title, setProgress),
    onSuccess: (answer) => {
      client.setQueryData<KioskVideosAnswer>(kioskVideoKeys.all, { items: answer.items });
      toast.success(answer.success, { staff: true });
      form.reset({ title: '' });
      setFile(null);
    },
    onError: (err) => {
      showServerErrors(form.setError, err, ['title']);
      setFileError(errorMessage(err));
    },
    onSettled: () => setProgress(undefined),
  });
  const submit = form.handleSubmit(({ title }) => {
    setFileError(null);
    if (!file) return setFileError('Choose a video file.');
    if (file.size > KIOSK_VIDEO_MAX_BYTES) return setFileError(`The file is larger than ${MAX_MB} MB.`);
    upload.mutate({ title, chosen: file });
  });
  return (
    <form className="admin-form admin-panel" noValidate aria-label="Add a kiosk video" onSubmit={(e) => void submit(e)}>
      <h2>Add a video</h2>
      <div className="admin-form__row">
        <TextField label="Title" required error={form.formState.errors.title?.message} {...form.register('title')} />
        <div className={`field${fileError ? ' field--invalid' : ''}`}>
          <label htmlFor={fileId} className="field__label">
            Video file (MP4 or WebM, up to {MAX_MB} MB)
          </label>
          <input
            id={fileId}
            // A new key clears the picker after an upload.
            key={file ? 'chosen' : 'empty'}
            type="file"
            accept="video/mp4,video/webm"
            className="field__input"
            aria-invalid={fileError ? true : undefined}
            aria-describedby={fileError ? `${fileId}-error` : undefined}
            onChange={(e) => {
              setFileError(null);
              setFile(e.target.files?.[0] ?? null);
            }}
          />
          {fileError && (
            <p id={`${fileId}-error`} className="field__error">
              {fileError}
            </p>
          )}
        </div>
      </div>
      {progress !== undefined && <ProgressBar label="Uploading" value={progress} />}
      <div className="admin-form__actions">
        <Button type="submit" busy={upload.isPending} busyText="Uploading…">
          Upload video
        </Button>
      </div>
    </form>
  );
}

export default function KioskVideosPage() {
  const query = useQuery(kioskVideosQuery());
  const client = useQueryClient();
  const toast = useToast();
  const done = (answer: { success: string; items: KioskVideoRow[] }) => {
    client.setQueryData<KioskVideosAnswer>(kioskVideoKeys.all, { items: answer.items });
    toast.success(answer.success, { staff: true });
  };
  const failed = (err: unknown) => toast.error(errorMessage(err), { staff: true });
  const toggle = useMutation({
    mutationFn: (v: KioskVideoRow) => saveKioskVideo({ video_id: v.video_id, enabled: !v.enabled }),
    onSuccess: done,
    onError: failed,
  });
  const order = useMutation({ mutationFn: orderKioskVideos, onSuccess: done, onError: failed });
  const remove = useMutation({ mutationFn: deleteKioskVideo, onSuccess: done, onError: failed });
  const move = (items: KioskVideoRow[], from: number, to: number) => {
    const ids = items.map((v) => v.video_id);
    const [moved] = ids.splice(from, 1);
    ids.splice(to, 0, moved!);
    order.mutate(ids);
  };
  return (
    <>
      <PageHeading
        title="Kiosk videos"
        description="The kiosk's welcome screen plays the videos that are on, top to bottom, then starts again. Its timers are in Settings → Kiosk."
      />
      <UploadForm />
      {query.isPending ? (
        <PageLoading label="Loading kiosk videos" />
      ) : query.error ? (
        <QueryErrorState query={query} />
      ) : query.data.items.length === 0 ? (
        <p>No videos yet: the kiosk shows its welcome screen without one.</p>
      ) : (
        <table className="admin-table">
          <caption className="visually-hidden">Kiosk videos, in the order the kiosk plays them</caption>
          <thead>
            <tr>
              <th scope="col" className="num">
                #
              </th>
              <th scope="col">Video</th>
              <th scope="col">Status</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {query.data.items.map((v, i, items) => (
              <tr key={v.video_id}>
                <td data-label="Order" className="num">
                  {i + 1}
                </td>
                <td data-label="Video">
                  {v.title || v.video_id}
                  <div className="admin-table__sub">
                    {v.uploaded
                      ? `Uploaded, ${v.content_type === 'video/mp4' ? 'MP4' : 'WebM'}, ${size(v.bytes)}`
                      : 'Demo clip'}
                    {' · '}
                    <a href={v.url} target="_blank" rel="noreferrer">
                      Watch <span className="visually-hidden">{v.title}</span>
                    </a>
                  </div>
                </td>
                <td data-label="Status">{v.enabled ? 'On' : 'Off'}</td>
                <td>
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={i === 0 || order.isPending}
                    onClick={() => move(items, i, i - 1)}
                  >
                    Up <span className="visually-hidden">{v.title}</span>
                  </Button>{' '}
                  <Button
                    size="sm"
                    variant="secondary"
                    disabled={i === items.length - 1 || order.isPending}
                    onClick={() => move(items, i, i + 1)}
                  >
                    Down <span className="visually-hidden">{v.title}</span>
                  </Button>{' '}
                  <Button
                    size="sm"
                    variant="secondary"
                    busy={toggle.isPending && toggle.variables.video_id === v.video_id}
                    onClick={() => toggle.mutate(v)}
                  >
                    {v.enabled ? 'Turn off' : 'Turn on'} <span className="visually-hidden">{v.title}</span>
                  </Button>{' '}
                  <Button
                    size="sm"
                    variant="ghost"
                    busy={remove.isPending && remove.variables === v.video_id}
                    onClick={() => {
                      if (window.confirm(`Remove the video “${v.title}” from the kiosk?`)) remove.mutate(v.video_id);
                    }}
                  >
                    Remove <span className="visually-hidden">{v.title}</span>
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </>
  );
}
