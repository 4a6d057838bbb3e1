import type { ClassSpace } from '@scola/contracts';
import { useOutletContext } from 'react-router';

/** What the class space's frame hands to its tabs: the class and the viewer's role in it. */
export interface ClassSpaceOutlet {
  space: ClassSpace;
  /** `true` on the tutor's routes (`/tutor/kelas/detail/…`): links stay on the tutor's side. */
  tutorSide: boolean;
}

/** The class space a tab is shown in (only inside the class space frame). */
export function useClassSpaceOutlet(): ClassSpaceOutlet {
  return useOutletContext<ClassSpaceOutlet>();
}
