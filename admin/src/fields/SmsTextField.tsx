import { useRecordContext } from 'react-admin';
import { smsTextForStaff } from './secretCodes.ts';

/** The text of the SMS in context, with a PIN or one-time code hidden (secretCodes.ts). */
export function SmsTextField() {
  const sms = useRecordContext<{ text?: string; type?: string | null }>();
  return <>{sms?.text === undefined ? '-' : smsTextForStaff(sms.text, sms.type)}</>;
}
