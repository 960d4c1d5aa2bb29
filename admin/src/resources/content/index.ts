import { lazy } from 'react';
import VerifiedUserIcon from '@mui/icons-material/VerifiedUser';
import BlockIcon from '@mui/icons-material/Block';
import TranslateIcon from '@mui/icons-material/Translate';
import FolderIcon from '@mui/icons-material/Folder';
import FolderOpenIcon from '@mui/icons-material/FolderOpen';
import AccountTreeIcon from '@mui/icons-material/AccountTree';
import ArticleIcon from '@mui/icons-material/Article';
import ListIcon from '@mui/icons-material/List';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import PlaceIcon from '@mui/icons-material/Place';
import PeopleIcon from '@mui/icons-material/People';
import type { ResourceProps } from 'react-admin';

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

const treeScreens = () => import('./TreeScreens.tsx');
const enumScreens = () => import('./EnumScreens.tsx');
const adminLists = () => import('./AdminLists.tsx');
type TreeScreens = Awaited<ReturnType<typeof treeScreens>>;
const tree = (name: keyof TreeScreens) => lazy(() => treeScreens().then((m) => ({ default: m[name] })));

/** Site content tree, enumerations, business exceptions, IP locations and online users. */
export const contentResources: ResourceProps[] = [
  {
    name: 'categories',
    list: tree('CategoryList'),
    show: tree('CategoryShow'),
    create: tree('CategoryCreate'),
    edit: tree('CategoryEdit'),
    icon: FolderIcon,
    recordRepresentation: 'name',
  },
  {
    name: 'channels',
    list: tree('ChannelList'),
    show: tree('ChannelShow'),
    create: tree('ChannelCreate'),
    edit: tree('ChannelEdit'),
    icon: AccountTreeIcon,
    recordRepresentation: 'name',
  },
  {
    name: 'groups',
    list: tree('GroupList'),
    show: tree('GroupShow'),
    create: tree('GroupCreate'),
    edit: tree('GroupEdit'),
    icon: FolderOpenIcon,
    recordRepresentation: 'name',
  },
  {
    name: 'contents',
    list: tree('ContentList'),
    show: tree('ContentShow'),
    create: tree('ContentCreate'),
    edit: tree('ContentEdit'),
    icon: ArticleIcon,
    recordRepresentation: 'title',
  },
  {
    name: 'enums',
    list: lazy(() => enumScreens().then((m) => ({ default: m.EnumList }))),
    create: lazy(() => enumScreens().then((m) => ({ default: m.EnumCreate }))),
    icon: ListIcon,
    recordRepresentation: 'key',
  },
  {
    name: 'businessExceptions',
    list: lazy(() => adminLists().then((m) => ({ default: m.BusinessExceptionList }))),
    icon: ErrorOutlineIcon,
    recordRepresentation: 'key',
  },
  {
    name: 'ipLocations',
    list: lazy(() => adminLists().then((m) => ({ default: m.IpLocationList }))),
    icon: PlaceIcon,
    recordRepresentation: 'ip',
  },
  {
    name: 'onlineUsers',
    list: lazy(() => adminLists().then((m) => ({ default: m.OnlineUserList }))),
    icon: PeopleIcon,
    recordRepresentation: 'name',
  },
];
