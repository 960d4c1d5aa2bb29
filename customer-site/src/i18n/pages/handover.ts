import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  title: 'Welcome to Pronto',
  welcome: 'Your application has reached us from our partner. Confirm the PIN we have sent you by SMS to continue.',
  offer: 'New customers can borrow up to £400, in your account in about 30 minutes. Existing customers up to £1,000.',
  pin: 'PIN',
  submit: 'Confirm',
  completed: 'This customer is already registered. Please login.',
  loginError: 'An error occurred',
  emailTitle: 'Check your e-mail',
  emailNotice: 'Your e-mail address does not seem to be valid. Please correct it to continue.',
  email: 'E-mail',
  emailSubmit: 'Save and continue',
};

const es: Widen<typeof en> = {
  title: 'Bienvenido a Pronto',
  welcome: 'Su solicitud nos ha llegado desde nuestro socio. Confirme el PIN que le hemos enviado por SMS para continuar.',
  offer: 'Préstamos de hasta 400 EUR en 15 minutos. Clientes existentes hasta 1.500 EUR.',
  pin: 'PIN',
  submit: 'Confirmar',
  completed: 'Este cliente ya está registrado. Por favor, acceda.',
  loginError: 'Se ha producido un error',
  emailTitle: 'Revise su e-mail',
  emailNotice: 'Parece que su dirección de e-mail no es válida. Corríjala para continuar.',
  email: 'E-mail',
  emailSubmit: 'Guardar y continuar',
};

/** Texts of the partner handover page: loaded with those pages, not with the site (the build keeps one language). */
export const handoverText = isSpain ? es : en;
