import { lazy } from 'react';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import BlockIcon from '@mui/icons-material/Block';
import TranslateIcon from '@mui/icons-material/Translate';

const whitelistScreens = () => import('./WhitelistScreens.tsx');
const banScreens = () => import('./IpBanScreens.tsx');
const translationScreens = () => import('./TranslationScreens.tsx');

export const whitelist = {
  list: lazy(() => whitelistScreens().then((m) => ({ default: m.WhitelistList }))),
  create: lazy(() => whitelistScreens().then((m) => ({ default: m.WhitelistCreate }))),
  icon: VerifiedUserIcon,
  recordRepresentation: 'ip',
};

export const ipBans = {
  list: lazy(() => banScreens().then((m) => ({ default: m.IpBanList }))),
  create: lazy(() => banScreens().then((m) => ({ default: m.IpBanCreate }))),
  icon: BlockIcon,
  recordRepresentation: 'ip',
};

export const translations = {
  list: lazy(() => translationScreens().then((m) => ({ default: m.TranslationList }))),
  edit: lazy(() => translationScreens().then((m) => ({ default: m.TranslationEdit }))),
  create: lazy(() => translationScreens().then((m) => ({ default: m.TranslationCreate }))),
  icon: TranslateIcon,
  recordRepresentation: 'key',
};
