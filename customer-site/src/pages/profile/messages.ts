import { isSpain } from '../../app/config.ts';

const en = {
  accountTitle: 'My details',
  addressTitle: 'Address details',
  name: 'Name',
  birthDate: 'Date of birth',
  mobile: 'Mobile phone',
  fixedNote: 'To change your name, date of birth or mobile phone, please contact us.',
  email: 'E-mail address',
  employmentStatus: 'Employment status',
  monthlyIncome: 'Monthly income',
  position: 'Job title',
  save: 'Save changes',
  saved: 'Your details have been saved.',
  required: 'This field is required',
  incomeRange: 'Please enter an amount between 100 and 100000.',
  houseNumber: 'House number',
  flatNumber: 'Flat number',
  building: 'Building name',
  street: 'Street',
  town: 'Town',
  county: 'County',
  postCode: 'Postcode',
  postCodeInvalid: 'Please enter a valid postcode.',
};

const es: typeof en = {
  accountTitle: 'Mis datos',
  addressTitle: 'Dirección',
  name: 'Nombre',
  birthDate: 'Fecha de nacimiento',
  mobile: 'Teléfono móvil',
  fixedNote: 'Para cambiar su nombre, fecha de nacimiento o teléfono móvil, contacte con nosotros.',
  email: 'Correo electrónico',
  employmentStatus: 'Situación laboral',
  monthlyIncome: 'Ingresos mensuales',
  position: 'Puesto',
  save: 'Guardar cambios',
  saved: 'Sus datos se han guardado.',
  required: 'Este campo es obligatorio',
  incomeRange: 'Introduzca un importe entre 100 y 99999.',
  houseNumber: 'Número',
  flatNumber: 'Piso',
  building: 'Edificio',
  street: 'Calle',
  town: 'Localidad',
  county: 'Provincia',
  postCode: 'Código postal',
  postCodeInvalid: 'Introduzca un código postal válido.',
};

/** Texts of the profile pages in the market's language. */
export const m = isSpain ? es : en;
