// Imported first by main.tsx, before any schema is built or used. zod probes `new Function` to compile fast parsers;
// the store's CSP forbids eval and reports even the probe as a violation, so zod runs its plain parsers, which are
// quick enough for forms and answers (decision 0015).
import { z } from 'zod';

z.config({ jitless: true });
