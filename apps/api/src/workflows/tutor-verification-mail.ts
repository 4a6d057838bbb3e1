import type { MailMessage } from '../modules/mail';

type Decision = 'approved' | 'needs_changes' | 'rejected';

/** The e-mail telling an applicant the admin's decision (Indonesian, plain text). */
export function tutorDecisionMail(
  decision: { status: Decision; reason: string | null },
  applicant: { name: string; email: string },
  publicUrl: string,
): MailMessage {
  const verification = `${publicUrl}/#/tutor/verifikasi`;
  const bodies: Record<Decision, { subject: string; lines: string[] }> = {
    approved: {
      subject: 'Pendaftaran tutor kamu disetujui',
      lines: [
        'Selamat! Pendaftaranmu sebagai tutor Scola sudah disetujui.',
        'Profil tutormu kini tampil di daftar tutor dan kamu bisa mulai mengajar.',
      ],
    },
    needs_changes: {
      subject: 'Pendaftaran tutor kamu perlu diperbaiki',
      lines: [
        'Tim kami meminta beberapa perubahan pada pendaftaranmu:',
        '',
        decision.reason ?? '',
        '',
        'Perbaiki datanya lalu kirim ulang pendaftaranmu.',
      ],
    },
    rejected: {
      subject: 'Pendaftaran tutor kamu belum dapat kami terima',
      lines: [
        'Mohon maaf, pendaftaranmu sebagai tutor belum dapat kami terima. Alasannya:',
        '',
        decision.reason ?? '',
      ],
    },
  };
  const body = bodies[decision.status];
  const text = [
    `Halo ${applicant.name},`,
    '',
    ...body.lines,
    '',
    `Lihat status pendaftaran: ${verification}`,
    '',
    'Salam,',
    'Tim Scola',
  ].join('\n');
  return { to: applicant.email, subject: body.subject, text };
}
