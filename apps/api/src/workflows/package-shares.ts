import type { PackageClass } from '../modules/catalogue';

/**
 * `total` split in integer parts proportional to `weights`, the rounding remainder to the first part: the parts sum
 * to `total` exactly. Zero weights (or none at all) give everything to the first part.
 */
export function proRata(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (weights.length === 0) return [];
  if (sum <= 0) return weights.map((_, index) => (index === 0 ? total : 0));
  const parts = weights.map((weight) => Math.floor((total * weight) / sum));
  parts[0] = (parts[0] ?? 0) + total - parts.reduce((a, b) => a + b, 0);
  return parts;
}

/** One tutor's part of a package line: their classes of the package, and the part of its price and discount. */
export interface TutorShare {
  tutorId: string;
  classIds: string[];
  price: number;
  discount: number;
}

/**
 * A package line's parts per tutor, pro rata by the classes' regular prices (ADR 0046), tutors in the package's
 * order. Price and discount are each split with the remainder to the first tutor, so the parts' nets sum to the
 * line's net exactly.
 */
export function tutorSharesOf(
  line: { price: number; discount: number },
  classes: readonly PackageClass[],
): TutorShare[] {
  const tutors: { tutorId: string; classIds: string[]; weight: number }[] = [];
  for (const member of classes) {
    const found = tutors.find((tutor) => tutor.tutorId === member.tutorId);
    if (found) {
      found.classIds.push(member.classId);
      found.weight += member.price;
    } else tutors.push({ tutorId: member.tutorId, classIds: [member.classId], weight: member.price });
  }
  const weights = tutors.map((tutor) => tutor.weight);
  const prices = proRata(line.price, weights);
  const discounts = proRata(line.discount, weights);
  return tutors.map((tutor, index) => ({
    tutorId: tutor.tutorId,
    classIds: tutor.classIds,
    price: prices[index] ?? 0,
    discount: discounts[index] ?? 0,
  }));
}

/**
 * What each class earned of a package line, pro rata by the classes' regular prices (the line's net, remainder to
 * the first class): the class history's sales count a class's part of the packages it was sold in.
 */
export function classSharesOf(net: number, classes: readonly PackageClass[]): Map<string, number> {
  const parts = proRata(
    net,
    classes.map((member) => member.price),
  );
  return new Map(classes.map((member, index) => [member.classId, parts[index] ?? 0]));
}
