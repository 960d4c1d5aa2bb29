import { lazy } from 'react';
import DescriptionIcon from '@mui/icons-material/Description';
import SmsIcon from '@mui/icons-material/Sms';
import EmailIcon from '@mui/icons-material/Email';
import AltRouteIcon from '@mui/icons-material/AltRoute';
import GroupsIcon from '@mui/icons-material/Groups';
import ScheduleSendIcon from '@mui/icons-material/ScheduleSend';
import PhoneInTalkIcon from '@mui/icons-material/PhoneInTalk';
import PhoneCallbackIcon from '@mui/icons-material/PhoneCallback';

export const templates = {
  list: lazy(() => import('./TemplateList.tsx')),
  show: lazy(() => import('./TemplateShow.tsx')),
  create: lazy(() => import('./TemplateForm.tsx').then((m) => ({ default: m.TemplateCreate }))),
  edit: lazy(() => import('./TemplateForm.tsx').then((m) => ({ default: m.TemplateEdit }))),
  icon: DescriptionIcon,
  recordRepresentation: 'name',
};

export const smsHistory = { list: lazy(() => import('./SmsHistoryList.tsx')), icon: SmsIcon };

export const emailHistory = { list: lazy(() => import('./EmailHistoryList.tsx')), icon: EmailIcon };

const channelScreens = () => import('./TemplateChannelScreens.tsx');
export const templateChannels = {
  list: lazy(() => channelScreens().then((m) => ({ default: m.TemplateChannelList }))),
  create: lazy(() => channelScreens().then((m) => ({ default: m.TemplateChannelCreate }))),
  edit: lazy(() => channelScreens().then((m) => ({ default: m.TemplateChannelEdit }))),
  icon: AltRouteIcon,
  recordRepresentation: 'name',
};

const segmentScreens = () => import('./SegmentScreens.tsx');
export const segments = {
  list: lazy(() => segmentScreens().then((m) => ({ default: m.SegmentList }))),
  show: lazy(() => segmentScreens().then((m) => ({ default: m.SegmentShow }))),
  create: lazy(() => segmentScreens().then((m) => ({ default: m.SegmentCreate }))),
  edit: lazy(() => segmentScreens().then((m) => ({ default: m.SegmentEdit }))),
  icon: GroupsIcon,
  recordRepresentation: 'name',
};

const marketingScreens = () => import('./MarketingScreens.tsx');
export const marketingScheduled = {
  list: lazy(() => marketingScreens().then((m) => ({ default: m.MarketingList }))),
  create: lazy(() => marketingScreens().then((m) => ({ default: m.MarketingCreate }))),
  edit: lazy(() => marketingScreens().then((m) => ({ default: m.MarketingEdit }))),
  icon: ScheduleSendIcon,
  recordRepresentation: 'name',
};

const ivrScreens = () => import('./IvrScreens.tsx');
export const ivrCampaigns = {
  list: lazy(() => ivrScreens().then((m) => ({ default: m.IvrCampaignList }))),
  icon: PhoneInTalkIcon,
  recordRepresentation: 'name',
};
export const ivrCalls = { list: lazy(() => ivrScreens().then((m) => ({ default: m.IvrCallList }))), icon: PhoneCallbackIcon };

export const BulkSendPage = lazy(() => import('./BulkSendPage.tsx'));
export const MailboxPage = lazy(() => import('./MailboxPage.tsx'));
export const PermissionsPage = lazy(() => import('./PermissionsPage.tsx'));
