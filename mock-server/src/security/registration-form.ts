/** Test data: a complete UK registration as the site posts it, for a fresh phone (and e-mail). */
export const registration = (mobilePhone: string) => ({
  firstName: 'Lock', lastName: 'Tester', gender: 'female', birthDate: '1990-04-12', postCode: 'SW1A 1AA',
  building: '10 Downing Street', town: 'London', street: 'Downing Street', county: 'Greater London', houseNumber: '10', flatNumber: '1',
  employmentStatus: 'fullTimeEmployed', mobilePhone, emailAddress: `lock.${mobilePhone}@gmail.com`,
  workAddressCompanyName: 'Acme Ltd', monthlyIncome: 2500, workAddressCompanyAddress: 'Westminster', workPhone: '02071234567',
  position: 'Clerk', agreementsAccept: true, accurateInformation: true, countryCode: 'GB',
});
