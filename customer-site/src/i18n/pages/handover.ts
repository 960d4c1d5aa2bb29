import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  title: 'Bienvenido a Pronto',
  welcome: 'Tu solicitud ha llegado desde nuestro socio. Confirma el PIN que te hemos enviado por SMS para continuar.',
  offer: 'Préstamos de hasta 400 EUR en 15 minutos. Clientes existentes hasta 1.500 EUR.',
  pin: 'PIN',
  submit: 'Confirmar',
  completed: 'This customer is already registered. Please login.',
  loginError: 'An error occurred',
  emailTitle: 'Revisa tu e-mail',
  emailNotice: 'Parece que tu dirección de e-mail no es válida. Corrígela para continuar.',
  email: 'E-mail',
  emailSubmit: 'Guardar y continuar',
};

const es: Widen<typeof en> = {
  title: 'Bienvenido a Pronto',
  welcome: 'Tu solicitud ha llegado desde nuestro socio. Confirma el PIN que te hemos enviado por SMS para continuar.',
  offer: 'Préstamos de hasta 400 EUR en 15 minutos. Clientes existentes hasta 1.500 EUR.',
  pin: 'PIN',
  submit: 'Confirmar',
  completed: 'Este cliente ya está registrado. Por favor, accede.',
  loginError: 'Se ha producido un error',
  emailTitle: 'Revisa tu e-mail',
  emailNotice: 'Parece que tu dirección de e-mail no es válida. Corrígela para continuar.',
  email: 'E-mail',
  emailSubmit: 'Guardar y continuar',
};

/** Texts of the partner handover page: loaded with those pages, not with the site (the build keeps one language). */
export const handoverText = isSpain ? es : en;
