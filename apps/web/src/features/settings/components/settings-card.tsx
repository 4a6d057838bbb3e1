import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

export interface SettingsCardProps {
  /** Anchor of the section (`/pengaturan#zona-waktu`) and base of its heading's id. */
  id: string;
  title: string;
  intro?: string;
  children: ReactNode;
}

/** One section of `/pengaturan`: a card labelled by its heading. */
export function SettingsCard({ id, title, intro, children }: SettingsCardProps) {
  const headingId = `${id}-title`;
  return (
    <Card
      component="section"
      variant="outlined"
      id={id}
      aria-labelledby={headingId}
      sx={{ scrollMarginTop: 80 }}
    >
      <CardContent sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography
          id={headingId}
          tabIndex={-1}
          variant="h2"
          sx={{ fontSize: '1.25rem', fontWeight: 600, mb: intro ? 0.5 : 2 }}
        >
          {title}
        </Typography>
        {intro ? (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {intro}
          </Typography>
        ) : null}
        {children}
      </CardContent>
    </Card>
  );
}
