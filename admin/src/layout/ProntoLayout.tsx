import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ProntoAppBar } from './ProntoAppBar.tsx';
import { ProntoMenu } from './ProntoMenu.tsx';
import { ProntoSidebar } from './ProntoSidebar.tsx';
import { ResponseHandler } from './ResponseHandler.tsx';
import { SignedInNotice } from './SignedInNotice.tsx';

/** react-admin's layout grows to its content (min-width: fit-content): keep it to the viewport so action
 *  bars wrap and wide tables scroll inside the page, on phones too. */
const fitViewport = { minWidth: 0, '& .RaLayout-content': { minWidth: 0, overflowX: 'auto' } } as const;

export function ProntoLayout({ children }: { children: ReactNode }) {
  return (
    // The app bar stays on screen, so the sidebar needs no scroll listener (ProntoSidebar).
    <Layout menu={ProntoMenu} appBar={ProntoAppBar} sidebar={ProntoSidebar} appBarAlwaysOn sx={fitViewport}>
      <ResponseHandler />
      <SignedInNotice />
      {children}
    </Layout>
  );
}
