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
      return describeUnion(issue);
    case 'invalid_format':
      // A pattern's own message says what it expects ("expected a link starting with /, #…").
      if (issue.format === 'regex' && issue.message.startsWith('expected')) return issue.message;
      return `expected ${issue.format === 'url' ? 'an absolute URL' : `a value in ${issue.format} format`}`;
    case 'invalid_value':
      return `expected ${issue.values.map((v) => JSON.stringify(v)).join(' or ')}`;
    case 'unrecognized_keys':
      return `unknown field${issue.keys.length > 1 ? 's' : ''} ${issue.keys.join(', ')}`;
    default:
      return issue.message;
  }
}

// A union of literals fails with one issue per branch; name the values any branch would have taken.
function describeUnion(issue: z.core.$ZodIssueInvalidUnion): string {
  if (issue.message.startsWith('Invalid discriminator value. Expected '))
    return issue.message.replace('Invalid discriminator value. Expected ', 'expected one of ');
  const branches = issue.errors.map((branch) => (branch.length === 1 ? branch[0] : undefined));
  const values = branches.flatMap((b) => (b?.code === 'invalid_value' && b.path.length === 0 ? b.values : []));
  if (values.length > 0 && values.length >= branches.length)
    return `expected ${values.map((v) => JSON.stringify(v)).join(' or ')}`;
  const types = branches.flatMap((b) => (b?.code === 'invalid_type' && b.path.length === 0 ? [b.expected] : []));
  if (types.length === branches.length) return `expected ${types.join(' or ')}`;
  return 'expected a value matching one of the allowed forms';
}
