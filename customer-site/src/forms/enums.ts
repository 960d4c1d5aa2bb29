import { useEffect, useState } from 'react';
import { call, type EnumEntry } from '@pronto/api/customer-site';
import { registerText } from '../i18n/pages/register.ts';
import type { Choice } from './inputs.tsx';

export interface EnumChoices {
  gender: Choice[];
  employmentStatus: Choice[];
}

const toChoices = (list: EnumEntry[] | undefined): Choice[] => (list ?? []).map((e) => ({ value: e.key, label: e.value }));

/** Gender and EmploymentStatus lists from content.enums; gender falls back to Female / Male. */
export function useEnums(): EnumChoices {
  const [lists, setLists] = useState<EnumChoices>({
    gender: [
      { value: 'female', label: registerText.genderFemale },
      { value: 'male', label: registerText.genderMale },
    ],
    employmentStatus: [],
  });
  useEffect(() => {
    let live = true;
    void call('content.enums.post', { data: { names: ['Gender', 'EmploymentStatus'] }, silent: true }).then((result) => {
      if (!live || !result.data) return;
      const gender = toChoices(result.data.Gender);
      const employmentStatus = toChoices(result.data.EmploymentStatus);
      setLists((current) => ({ gender: gender.length ? gender : current.gender, employmentStatus }));
    });
    return () => {
      live = false;
    };
  }, []);
  return lists;
}
