import './messages.ts'; // the channel names, registered before any is shown
/** The channels a template is written for (the mock refuses any other). */
export const CHANNELS = ['email', 'sms', 'page', 'letter'] as const;

export const CHANNEL_CHOICES = CHANNELS.map((id) => ({ id, name: `resources.templates.channels.${id}` }));
