// Answers that are files, not JSON (decision 0048): documented in /docs by their content type; never serialized.
import { z } from 'zod';

/** A file's bytes (a stored picture). */
export const binaryFile = z.string().describe('The file itself (binary), sent with its own content type.');

/** A page of the web app: index.html with the page flags and first answers inlined (decision 0030). */
export const htmlPage = z.string().describe('The web app page (HTML) with its page flags inlined.');
