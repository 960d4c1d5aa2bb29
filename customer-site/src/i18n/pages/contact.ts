import { isSpain } from '../../app/config.ts';
import type { Widen } from '../messages.ts';

const en = {
  title: 'Get in Touch',
  subtitle: 'Questions about an application or a loan? Write to us and we will answer within one working day.',
  address: 'Address',
  email: 'E-mail',
  phone: 'Phone',
  map: 'Open our office on a map',
  name: 'Name',
  emailAddress: 'E-mail address',
  phoneNumber: 'Phone number',
  subject: 'Subject',
  message: 'Message',
  submit: 'Send Message',
  sent: 'Thank you. Your message has been sent.',
  captchaNeeded: 'Please solve the recaptcha to submit the form',
  captchaFailed: 'Captcha validation is not successful',
  captchaKey: "Couldn't get recaptcha key",
  error: 'An error occurred. Please try again',
  robot: "I'm not a robot",
  captchaLabel: 'Security check',
  captchaExpired: 'The security check expired. Please tick the box again.',
};

const es: Widen<typeof en> = {
  title: 'Contacte con nosotros',
  subtitle: '¿Dudas sobre una solicitud o un préstamo? Escríbanos y le responderemos en un día laborable.',
  address: 'Dirección',
  email: 'E-mail',
  phone: 'Teléfono',
  map: 'Ver nuestra oficina en el mapa',
  name: 'Nombre',
  emailAddress: 'E-mail',
  phoneNumber: 'Teléfono',
  subject: 'Asunto',
  message: 'Mensaje',
  submit: 'Enviar mensaje',
  sent: 'Gracias. Hemos recibido su mensaje.',
  captchaNeeded: 'Por favor, resuelva el captcha para enviar el formulario',
  captchaFailed: 'La validación del captcha no ha sido correcta',
  captchaKey: 'No hemos podido obtener la clave del captcha',
  error: 'Se ha producido un error. Por favor, inténtelo de nuevo',
  robot: 'No soy un robot',
  captchaLabel: 'Comprobación de seguridad',
  captchaExpired: 'La comprobación ha caducado. Marque la casilla de nuevo.',
};

/** Texts of the contact page: loaded with those pages, not with the site (the build keeps one language). */
export const contactText = isSpain ? es : en;
