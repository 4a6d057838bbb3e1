import { tutorBiodataSchema, type TutorApplication, type TutorBiodata, type User } from '@scola/contracts';
import Box from '@mui/material/Box';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../../../auth/react';
import { FormFailure } from '../../../components/form-failure';
import { schemaResolver, textFieldProps } from '../../../lib/form';
import { useSaveBiodata } from '../api/tutor-application';
import { biodataBodyOf, biodataValuesOf, type BiodataValues } from '../form-values';
import { PhotoField } from './photo-field';
import { StepActions } from './step-actions';

const v = (key: string) => `tutorOnboarding.validation.${key}`;

const resolver = schemaResolver<BiodataValues, TutorBiodata>(tutorBiodataSchema, {
  toInput: biodataBodyOf,
  messages: {
    fullName: v('fullName'),
    phone: 'validation.phone',
    city: v('city'),
    province: v('province'),
    latitude: v('latitude'),
    longitude: v('longitude'),
  },
});

/** Step 1: who the applicant is and where they teach; the photo is the account's. */
export function BiodataStep({
  application,
  onSaved,
}: {
  application: TutorApplication | null;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const { user } = useAuth<User>();
  const save = useSaveBiodata();
  const form = useForm<BiodataValues, unknown, TutorBiodata>({
    resolver,
    defaultValues: biodataValuesOf(application, user),
  });
  const submit = form.handleSubmit(async (body) => {
    // A refusal shows above the form (`save.error`).
    await save.mutateAsync(body).then(onSaved, () => undefined);
  });

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)} data-step-form="biodata">
      <FormFailure error={save.error ?? undefined} />
      <PhotoField />
      <Box sx={{ mt: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          id={`${id}-name`}
          label={t('tutorOnboarding.biodata.fullName')}
          autoComplete="name"
          sx={{ gridColumn: { sm: '1 / -1' } }}
          {...textFieldProps(form, 'fullName', t)}
        />
        <TextField
          id={`${id}-phone`}
          label={t('tutorOnboarding.biodata.phone')}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          sx={{ gridColumn: { sm: '1 / -1' } }}
          {...textFieldProps(form, 'phone', t, t('tutorOnboarding.biodata.phoneHint'))}
        />
        <TextField
          id={`${id}-city`}
          label={t('tutorOnboarding.biodata.city')}
          autoComplete="address-level2"
          {...textFieldProps(form, 'city', t)}
        />
        <TextField
          id={`${id}-province`}
          label={t('tutorOnboarding.biodata.province')}
          autoComplete="address-level1"
          {...textFieldProps(form, 'province', t)}
        />
      </Box>
      <Typography variant="subtitle1" component="h3" sx={{ mt: 3, fontWeight: 600 }}>
        {t('tutorOnboarding.biodata.location')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('tutorOnboarding.biodata.locationHint')}
      </Typography>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          id={`${id}-lat`}
          label={t('tutorOnboarding.biodata.latitude')}
          inputMode="decimal"
          {...textFieldProps(form, 'latitude', t, t('tutorOnboarding.biodata.latitudeHint'))}
        />
        <TextField
          id={`${id}-lng`}
          label={t('tutorOnboarding.biodata.longitude')}
          inputMode="decimal"
          {...textFieldProps(form, 'longitude', t, t('tutorOnboarding.biodata.longitudeHint'))}
        />
      </Box>
      <StepActions busy={form.formState.isSubmitting} />
    </Box>
  );
}
