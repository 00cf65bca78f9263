// A file the server makes on request (a CSV export) saved by the browser. Fetched rather than linked because a back
// office call carries its token in a header; a refusal comes back as the same ApiError every other call throws.
import { answerOf, callHeaders, isAbort, parseBody, ApiError } from './api';
import { MSG } from '@parts/common/messages';

export async function downloadFile(path: string, filename: string): Promise<void> {
  let res: Response;
  try {
    res = await fetch(path, { headers: callHeaders(path), credentials: 'same-origin' });
  } catch (err) {
    if (isAbort(err)) throw err;
    throw new ApiError(MSG.somethingWentWrong, 0);
  }
  if (!res.ok) {
    answerOf(`GET ${path}`, res, parseBody(await res.text()), undefined);
    return;
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(url);
}
