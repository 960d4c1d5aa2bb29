import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ProntoMenu } from './ProntoMenu.tsx';
import { ResponseHandler } from './ResponseHandler.tsx';

export function ProntoLayout({ children }: { children: ReactNode }) {
  return (
    <Layout menu={ProntoMenu}>
      <ResponseHandler />
      {children}
    </Layout>
  );
}
