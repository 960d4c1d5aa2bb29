import type { ComponentType } from 'react';

/** What a captcha widget gets: the public site key, and where to send its token (null when it expires). */
export interface CaptchaProps {
  siteKey: string;
  label: string;
  onToken: (token: string | null) => void;
}

/**
 * The captcha behind an interface: the site ships the offline mock widget; a real reCAPTCHA
 * component with the same props can be plugged in here without touching the contact page.
 */
export type CaptchaWidget = ComponentType<CaptchaProps>;

/** Waiting for the captcha times out after 60 s (customer-site.md §4, §9). */
export const CAPTCHA_WAIT_MS = 60_000;
