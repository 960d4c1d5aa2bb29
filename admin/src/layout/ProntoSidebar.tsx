import type { ReactNode } from 'react';
import { Drawer, useMediaQuery, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useLocale, useSidebarState } from 'react-admin';

const PREFIX = 'RaSidebar';
const DRAWER_WIDTH = 240;
const CLOSED_DRAWER_WIDTH = 55;

/**
 * react-admin's sidebar (a permanent drawer, a temporary one on a phone) without its scroll listener. With
 * the app bar always on (ProntoLayout) the sidebar has nothing to follow, and that listener's first read of
 * the scroll offset, in the first commit's effects, forced a layout of the whole console at mount.
 * Same class names and look as react-admin's, so its theme overrides apply.
 */
export function ProntoSidebar({ children }: { children?: ReactNode }) {
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [open, setOpen] = useSidebarState();
  // Redrawn on a change of language, as react-admin's is.
  useLocale();
  const toggle = () => setOpen(!open);
  return isXSmall ? (
    <StyledDrawer variant="temporary" open={open} onClose={toggle} className={`${PREFIX}-${open ? 'open' : 'closed'}`}>
      {children}
    </StyledDrawer>
  ) : (
    <StyledDrawer variant="permanent" open={open} onClose={toggle} className={`${PREFIX}-${open ? 'open' : 'closed'}`}>
      <div className={`${PREFIX}-fixed`}>{children}</div>
    </StyledDrawer>
  );
}

// react-admin 5.15's Sidebar styles, less the rules for an app bar that hides on scroll.
const StyledDrawer = styled(Drawer, { name: PREFIX, slot: 'Root' })(({ open, theme }) => ({
  height: 'calc(100vh - 3em)',
  marginTop: 0,
  [`& .${PREFIX}-fixed`]: {
    position: 'fixed',
    height: 'calc(100vh - 3em)',
    overflowX: 'hidden',
    scrollbarWidth: 'none',
    msOverflowStyle: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  },
  '& .MuiPaper-root': {
    position: 'relative',
    width: open ? DRAWER_WIDTH : CLOSED_DRAWER_WIDTH,
    transition: theme.transitions.create('width', {
      easing: theme.transitions.easing.sharp,
      duration: theme.transitions.duration.leavingScreen,
    }),
    backgroundColor: 'transparent',
    borderRight: 'none',
    [theme.breakpoints.only('xs')]: {
      marginTop: 0,
      height: '100vh',
      position: 'inherit',
      backgroundColor: (theme.vars ?? theme).palette.background.default,
    },
    [theme.breakpoints.up('md')]: { border: 'none' },
    zIndex: 'inherit',
  },
}));
