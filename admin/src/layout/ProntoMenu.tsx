import { Fragment, useDeferredValue } from 'react';
import { ListSubheader } from '@mui/material';
import ApiIcon from '@mui/icons-material/Api';
import AssessmentIcon from '@mui/icons-material/Assessment';
import ViewListIcon from '@mui/icons-material/ViewList';
import {
  Menu,
  MenuItemLink,
  useCreatePath,
  useGetResourceLabel,
  useResourceDefinitions,
  useSidebarState,
  useTranslate,
  usePermissions,
} from 'react-admin';
import type { Role } from '@pronto/api';
import { canAccessResource } from '../providers/access.ts';
import { MENU_GROUPS } from './menuGroups.ts';
import { useIdle } from './useIdle.ts';

/**
 * A resource's item as react-admin's `Menu.ResourceItem` draws it, without its own access check: the menu
 * has already kept the items the role may use with the same rule, at once, whereas that check waits for
 * the auth provider's answer, so each item came in after the pages below it and pushed them down.
 */
function ResourceLink({ name }: { name: string }) {
  const resources = useResourceDefinitions();
  const getResourceLabel = useGetResourceLabel();
  const createPath = useCreatePath();
  const Icon = resources[name]?.icon ?? ViewListIcon;
  return (
    <MenuItemLink
      to={createPath({ resource: name, type: 'list' })}
      state={{ _scrollToTop: true }}
      primaryText={getResourceLabel(name, 2)}
      leftIcon={<Icon />}
    />
  );
}

/** The menu grouped by area; items the role may not use are not shown, nor empty groups. */
export function ProntoMenu() {
  const translate = useTranslate();
  const { permissions } = usePermissions<Role>();
  const [open] = useSidebarState();
  const resources = useResourceDefinitions();
  const allowed = (name: string) => canAccessResource(permissions, name);
  // react-admin registers the resources after its first render: until then the groups wait, or their pages
  // would show first and move down as the resources came in above them (a layout shift at every start).
  // The sixty-odd items also wait for the browser's first idle moment, so the page's own content (a list
  // whose code loads lazily) renders and paints first, and then in a deferred render: the registration is
  // an update React must finish at once, and the items in it made one long task.
  const idle = useIdle();
  const registered = useDeferredValue(idle && MENU_GROUPS.some((group) => group.resources.some((name) => resources[name])));
  return (
    <Menu>
      {permissions !== 'reporter' && <Menu.DashboardItem primaryText={translate('pronto.menu.dashboard')} />}
      {registered &&
        MENU_GROUPS.map((group) => {
          const items = group.resources.filter((r) => resources[r] && allowed(r));
          const pages = (group.pages ?? []).filter((p) => allowed(p.access));
          if (items.length === 0 && pages.length === 0) return null;
          return (
            <Fragment key={group.label}>
              {open && (
                // role="presentation": a heading row inside role="menu", not an item of it (axe aria-required-children)
                <ListSubheader component="div" role="presentation" disableSticky sx={{ lineHeight: '32px', mt: 1, bgcolor: 'transparent' }}>
                  {translate(group.label)}
                </ListSubheader>
              )}
              {items.map((name) => (
                <ResourceLink key={name} name={name} />
              ))}
              {pages.map((page) => (
                <MenuItemLink
                  key={page.path}
                  to={page.path}
                  primaryText={translate(page.label)}
                  leftIcon={page.path === '/catalogue' ? <ApiIcon /> : <AssessmentIcon />}
                />
              ))}
            </Fragment>
          );
        })}
    </Menu>
  );
}
