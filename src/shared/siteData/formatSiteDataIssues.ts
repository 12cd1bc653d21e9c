import type { z } from 'zod';

// One line per problem: the JSON path at fault, then what was expected.
export function formatSiteDataIssues(error: z.ZodError): string[] {
  return error.issues.map((issue) => `${formatJsonPath(issue.path)}: ${describeIssue(issue)}`);
}

export function formatJsonPath(path: readonly PropertyKey[]): string {
  let text = '$';
  for (const key of path) {
    if (typeof key === 'number') text += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) text += `.${key}`;
    else text += `[${JSON.stringify(String(key))}]`;
  }
  return text;
}

function describeIssue(issue: z.core.$ZodIssue): string {
  switch (issue.code) {
    case 'invalid_type':
      // zod words it "Invalid input: expected string, received undefined".
      return issue.message.replace(/^Invalid input: /, '').replace('received undefined', 'the field is missing');
    case 'invalid_union':
      return issue.message.replace(/^Invalid discriminator value\. Expected /, 'expected one of ');
    case 'invalid_format':
      return `expected ${issue.format === 'url' ? 'an absolute URL' : `a value in ${issue.format} format`}`;
    case 'invalid_value':
      return `expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
}
