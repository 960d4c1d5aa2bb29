import { Suspense, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { LayoutClasses, Loading, SkipNavigationButton } from 'react-admin';
import { LayoutErrorBoundary } from './LayoutErrorBoundary.tsx';
import { ProntoAppBar } from './ProntoAppBar.tsx';
import { ProntoMenu } from './ProntoMenu.tsx';
import { ProntoSidebar } from './ProntoSidebar.tsx';
import { ResponseHandler } from './ResponseHandler.tsx';
import { SignedInNotice } from './SignedInNotice.tsx';

/**
 * react-admin's Layout, written out as its docs show for a layout of one's own, with the same markup, class
 * names and look, without two things: its configuration Inspector, which the console does not use (no
 * `Configurable` screen) and which read `document.body.clientWidth` on every render, forcing a layout of
 * the whole console (70-90 ms at 4x CPU) while the customer list mounted; and its `min-width: fit-content`,
 * kept to the viewport so action bars wrap and wide tables scroll inside the page, on phones too. The app
 * bar stays on screen, so the sidebar needs no scroll listener (ProntoSidebar).
 */
export function ProntoLayout({ children }: { children: ReactNode }) {
  return (
    <Root className="layout">
      <SkipNavigationButton />
      <div className={LayoutClasses.appFrame}>
        <ProntoAppBar />
        <main className={LayoutClasses.contentWithSidebar}>
          <ProntoSidebar>
            <ProntoMenu />
          </ProntoSidebar>
          <div id="main-content" className={LayoutClasses.content}>
            <LayoutErrorBoundary>
              <Suspense fallback={<Loading />}>
                <ResponseHandler />
                <SignedInNotice />
                {children}
              </Suspense>
            </LayoutErrorBoundary>
          </div>
        </main>
      </div>
    </Root>
  );
}

// react-admin's Layout styles (ra-ui-materialui layout/Layout), under its name so a theme's RaLayout overrides apply.
const Root = styled('div', { name: 'RaLayout', overridesResolver: (_props, styles) => styles.root })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: (theme.vars || theme).palette.background.default,
  position: 'relative',
  minWidth: 0,
  width: '100%',
  [`& .${LayoutClasses.appFrame}`]: {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  [`& .${LayoutClasses.contentWithSidebar}`]: {
    display: 'flex',
    flexGrow: 1,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  [`& .${LayoutClasses.content}`]: {
    backgroundColor: (theme.vars || theme).palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    padding: 0,
    minWidth: 0,
    overflowX: 'auto',
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));
