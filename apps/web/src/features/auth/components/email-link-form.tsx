import { mdiEmailCheckOutline } from '@mdi/js';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormFailure } from '../../../components/form-failure';
import { MdiIcon } from '../../../components/mdi-icon';
import { TextInput } from '../../../components/text-input';
import { byLength, schemaResolver, textFieldProps, type SafeParser } from '../../../lib/form';

export interface EmailBody {
  email: string;
}

/** Where a request for an e-mailed link stands; the two hooks that send one (reset, activation) map onto it. */
export interface EmailLinkRequest {
  sending: boolean;
  error: unknown;
  /** The address the link went to, once the API accepted the request; `undefined` before. */
  sentTo: string | undefined;
  send: (body: EmailBody) => Promise<void>;
}

export interface EmailLinkFormProps {
  /** The request body's schema from `@scola/contracts` (an e-mail address only). */
  schema: SafeParser<EmailBody>;
  request: EmailLinkRequest;
  labels: { intro?: string; submit: string; sentTitle: string; sent: string };
  /** Shown below the confirmation, e.g. a button to ask again for another address. */
  afterSent?: (resetForm: () => void) => ReactNode;
  /** `data-*` attributes of the confirmation, for the browser tests. */
  sentData?: Record<`data-${string}`, string>;
}

const messages = { email: byLength('validation.emailTooLong', 'validation.email') };

/**
 * The one-field form that asks the API to e-mail a link (a password reset, a new activation link). The
 * confirmation is the same whatever the address: the API does not tell which addresses have an account.
 */
export function EmailLinkForm({ schema, request, labels, afterSent, sentData }: EmailLinkFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const form = useForm<EmailBody, unknown, EmailBody>({
    resolver: schemaResolver<EmailBody, EmailBody>(schema, { messages }),
    defaultValues: { email: '' },
  });
  const submit = form.handleSubmit((body) => request.send(body));

  if (request.sentTo !== undefined) {
    return (
      <Box {...sentData}>
        <Alert severity="success" icon={<MdiIcon path={mdiEmailCheckOutline} />} role="status">
          <AlertTitle>{labels.sentTitle}</AlertTitle>
          {labels.sent}
        </Alert>
        {afterSent?.(() => form.reset())}
      </Box>
    );
  }

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      {labels.intro ? (
        <Typography color="text.secondary" sx={{ mb: 1 }}>
          {labels.intro}
        </Typography>
      ) : null}
      <FormFailure error={request.error ?? undefined} />
      <TextInput
        id={`${id}-email`}
        label={t('auth.fields.email')}
        type="email"
        autoComplete="email"
        inputMode="email"
        fullWidth
        margin="dense"
        {...textFieldProps(form, 'email', t)}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        sx={{ mt: 2 }}
        loading={request.sending}
      >
        {labels.submit}
      </Button>
    </Box>
  );
}
