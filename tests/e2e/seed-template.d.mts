export function templateDir(): string;
export function seedTemplate(dir?: string): Promise<string>;
