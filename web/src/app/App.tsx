import { StrictMode, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import type { PageFlags } from '@parts/common/flags';
import { FlagsBoot } from './FlagsProvider';
import { createAppRouter } from './router';

export function App({ initialFlags }: { initialFlags: PageFlags | null }) {
  // Created on first render, not at import: main.tsx rewrites legacy index.php addresses first.
  const [router] = useState(createAppRouter);
  return (
    <StrictMode>
      <FlagsBoot initial={initialFlags}>
        <RouterProvider router={router} />
      </FlagsBoot>
    </StrictMode>
  );
}
