import { describe, expect, it } from 'vitest';
import { docx, oleFile, plainZip, windowsProgram } from '../../test/class-file-fixtures';
import { png, realPdf, textFile } from '../../test/upload-fixtures';
import { classFileTypeOf } from './class-file-types';

describe('class file types, judged by content', () => {
  it('knows PDFs, images, OOXML inside its zip, legacy Office by its OLE streams, and plain zips', async () => {
    expect(await classFileTypeOf(await realPdf())).toBe('application/pdf');
    expect(await classFileTypeOf(await png())).toBe('image/png');
    expect(await classFileTypeOf(docx())).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(await classFileTypeOf(oleFile('WordDocument'))).toBe('application/msword');
    expect(await classFileTypeOf(oleFile('Workbook'))).toBe('application/vnd.ms-excel');
    expect(await classFileTypeOf(oleFile('PowerPoint Document'))).toBe('application/vnd.ms-powerpoint');
    expect(await classFileTypeOf(plainZip())).toBe('application/zip');
  });

  it('refuses programs, OLE containers that are no Office file, text, and broken containers', async () => {
    expect(await classFileTypeOf(windowsProgram())).toBeNull();
    expect(await classFileTypeOf(oleFile('!_StringPool'))).toBeNull();
    expect(await classFileTypeOf(textFile())).toBeNull();
    const truncated = oleFile('WordDocument').subarray(0, 600);
    expect(await classFileTypeOf(truncated)).toBeNull();
  });
});
