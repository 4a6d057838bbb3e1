/** The account rights of `/pengaturan` (download my data, delete my account): built in issue 15. */
export function AccountDataSection() {
  return null;
}
