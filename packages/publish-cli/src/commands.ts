import { type CommandContext, type CommandResult, itemPath } from './command-context.js';
import { type ItemStatus, itemStatusOf } from './item-status.js';
import { localFile, progressOf } from './local-files.js';
import { CliFailure, callJson, storeAddress, uploadMultipart } from './store-client.js';
import type {
  InspectionReport,
  ItemDetail,
  PackageUploadAnswer,
  ReleaseAnswer,
  RollbackAnswer,
  RollbackPlanAnswer,
  StoreFieldIssue,
} from './store-shapes.js';

/** The commands of a release: upload a package, ask for review, read the state. */

async function requestReview(context: CommandContext, id: string): Promise<ItemStatus> {
  const detail = await callJson<ItemDetail>(context.connection, 'PATCH', itemPath(id), {
    review: 'IN_REVIEW',
  });
  const status = itemStatusOf(detail);
  context.output.say('submitted', { id, version: status.versionInReview ?? '-' });
  return status;
}

function refusedReport(fields: readonly StoreFieldIssue[]): InspectionReport {
  return {
    errors: fields.map((field) => ({
      code: field.code,
      severity: 'error' as const,
      message: field.message,
      path: field.field === '' ? null : field.field,
    })),
    warnings: [],
  };
}

/** upload <package.zip> [--item <id>] [--submit]: a new item, or a new version of one. */
export async function uploadCommand(context: CommandContext): Promise<CommandResult> {
  const { invocation, connection, output } = context;
  const file = await localFile(context, invocation.operand);
  const item = invocation.item;
  const apiPath = item
    ? `${itemPath(item)}/upload${invocation.keepChangeLog ? '?keepChangeLog=true' : ''}`
    : '/creator/api/extensions/upload';
  let answer: PackageUploadAnswer;
  try {
    answer = await uploadMultipart<PackageUploadAnswer>(
      connection,
      storeAddress(connection, apiPath),
      file,
      progressOf(context, file),
    );
  } catch (error) {
    // A refused package's findings are the refusal's fields: scripts read them as the report.
    if (error instanceof CliFailure && error.refusal?.code === 'INVALID_PACKAGE') {
      error.partial = { report: refusedReport(error.refusal.fields ?? []) };
    }
    throw error;
  }
  const uploaded = itemStatusOf(answer.item);
  const version = answer.item.version ?? '-';
  if (item) output.say('uploaded', { id: answer.extensionId, version });
  else output.say('created', { id: answer.extensionId, file: file.name });
  output.report(answer.report);
  const result: CommandResult = {
    created: !item,
    extensionId: answer.extensionId,
    version: answer.item.version,
    report: answer.report,
    item: uploaded,
  };
  if (!invocation.submit) {
    output.status(uploaded);
    return result;
  }
  try {
    const submitted = await requestReview(context, answer.extensionId);
    output.status(submitted);
    return { ...result, submitted: true, item: submitted };
  } catch (error) {
    // The package is in the draft either way; say so beside the refusal of the review request.
    if (error instanceof CliFailure) error.partial = { ...result, submitted: false };
    throw error;
  }
}

/** The item's staged release, or null: none, or a store that does not stage releases (404). */
async function stagedRelease(
  context: CommandContext,
  id: string,
): Promise<ReleaseAnswer['staged']> {
  try {
    const answer = await callJson<ReleaseAnswer>(
      context.connection,
      'GET',
      `${itemPath(id)}/release`,
    );
    return answer.staged;
  } catch (error) {
    if (error instanceof CliFailure && error.refusal?.status === 404) return null;
    throw error;
  }
}

/** status <id>: the review state, the versions and, while staged, what each group receives. */
export async function statusCommand(context: CommandContext): Promise<CommandResult> {
  const id = context.invocation.operand;
  const detail = await callJson<ItemDetail>(context.connection, 'GET', itemPath(id));
  const status = { ...itemStatusOf(detail), release: await stagedRelease(context, id) };
  context.output.status(status);
  return { item: status };
}

/** submit <id>: asks for review of the draft. */
export async function submitCommand(context: CommandContext): Promise<CommandResult> {
  const status = await requestReview(context, context.invocation.operand);
  context.output.status(status);
  return { submitted: true, item: status };
}

/**
 * rollback <id> --to <version> [--as <newVersion>]: makes an earlier published version live again
 * under a new, higher version number (browsers never install a lower one), the store's proposal
 * unless --as names one. No review; the store refuses what it cannot roll back, with its code.
 */
export async function rollbackCommand(context: CommandContext): Promise<CommandResult> {
  const { invocation, connection, output } = context;
  const id = invocation.operand;
  const path = `${itemPath(id)}/rollback`;
  let newVersion = invocation.rollbackAs;
  if (!newVersion) {
    const plan = await callJson<RollbackPlanAnswer>(connection, 'GET', path);
    // With nothing to propose, the store's refusal of the rollback itself says why (it checks
    // the item and the version asked for before the new number).
    newVersion = plan.proposedVersion ?? plan.liveVersion ?? '0';
  }
  const result = await callJson<RollbackAnswer>(connection, 'POST', path, {
    version: invocation.rollbackTo,
    newVersion,
  });
  output.say('rolledBack', {
    id,
    version: result.version,
    newVersion: result.newVersion,
    previous: result.previousVersion,
  });
  return { rollback: result };
}
