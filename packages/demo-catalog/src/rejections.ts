import type { GuidelineCode } from '@lagoon/contract';

/** Reviewers' words for the demo's rejected items, by how the item went wrong. */
export const DEMO_REJECTIONS: readonly { guidelines: GuidelineCode[]; message: string }[] = [
  {
    guidelines: ['EXCESSIVE_PERMISSIONS', 'USER_DATA_POLICY'],
    message:
      'The extension reads every page you visit but the listing does not say why. Drop the ' +
      'broad host permission or explain it in the description and the privacy policy.',
  },
  {
    guidelines: ['MISLEADING_METADATA', 'POOR_LISTING_QUALITY'],
    message: 'The screenshots show features the package does not have. Update them and resubmit.',
  },
];
