import { StrictMode, useState } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router/dom';
import type { PageFlags } from '@parts/common/flags';
import { FlagsBoot } from './FlagsProvider';
import { createQueryClient } from '../ui/query/query-client';
import { createAppRouter } from './router';

export function App({ initialFlags }: { initialFlags: PageFlags | null }) {
  // Created on first render, not at import: main.tsx rewrites legacy index.php addresses first.
  const [router] = useState(createAppRouter);
  const [queryClient] = useState(createQueryClient);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <FlagsBoot initial={initialFlags}>
          <RouterProvider router={router} />
        </FlagsBoot>
      </QueryClientProvider>
    </StrictMode>
  );
}
