import { describe, expect, it } from 'vitest';
import { adaptDemo, demoPackage } from './react-admin-demo.ts';

// The demo's files as react-admin 5.15 has them (examples/demo), cut to the parts the bench changes.
const demo: Record<string, string> = {
  'src/dataProvider/index.ts': `const getDataProvider = async (type: string): Promise<DataProvider> => {
    if (type === 'graphql') {
        return import('./graphql').then(factory => factory.default());
    }
    return import('./rest').then(provider => provider.default);
};
`,
  'src/layout/Menu.tsx': `import { Box } from '@mui/material';

const Menu = ({ dense = false }: MenuProps) => {
    return (
        <Box
            sx={{
                width: open ? 200 : 50,
            }}
        >
            <DashboardMenuItem />
        </Box>
    );
};

export default Menu;
`,
  'index.html': `<head>
        <link rel="preconnect" href="https://fonts.gstatic.com" />
        <link
            href="https://fonts.googleapis.com/css2?family=Roboto:wght@300;400;500;700&display=swap"
            rel="stylesheet"
        />
        <title>Posters Galore Administration</title>
    </head>`,
};

describe("react-admin's demo as the bench builds it", () => {
  const changes = adaptDemo((path) => demo[path] ?? '');

  it('takes its data over HTTP from json-server, through react-admin’s json-server adapter', () => {
    expect(changes['src/dataProvider/rest.ts']).toContain("jsonServerProvider('/demo-api')");
    expect(changes['src/index.tsx']).not.toContain('fakeServer');
    expect(changes['src/fakeServer']).toBeNull();
  });

  it('keeps the REST branch of its data provider and drops the GraphQL one', () => {
    expect(changes['src/dataProvider/index.ts']).not.toContain('graphql');
    expect(changes['src/dataProvider/index.ts']).toContain("return import('./rest')");
  });

  it('drops the Google Fonts links and keeps the rest of the page', () => {
    expect(changes['index.html']).not.toContain('fonts.g');
    expect(changes['index.html']).toContain('<title>Posters Galore Administration</title>');
  });

  it('imports MUI colours and icons the way MUI 9 exports them, and leaves other files alone', () => {
    const files: Record<string, string> = {
      'src/reviews/rowSx.tsx': "import green from '@mui/material/colors/green';\nimport { Box } from '@mui/material';\n",
      'src/visitors/Aside.tsx': "import MailIcon from '@mui/icons-material/MailOutline';\nimport Home from '@mui/icons-material/Home';\n",
      'src/App.tsx': "import { Admin } from 'react-admin';\n",
    };
    const changed = adaptDemo((path) => files[path] ?? demo[path] ?? '', Object.keys(files));
    expect(changed['src/reviews/rowSx.tsx']).toBe(
      "import { green as green } from '@mui/material/colors';\nimport { Box } from '@mui/material';\n",
    );
    expect(changed['src/visitors/Aside.tsx']).toBe(
      "import MailIcon from '@mui/icons-material/MailOutlineOutlined';\nimport Home from '@mui/icons-material/Home';\n",
    );
    expect(changed).not.toHaveProperty('src/App.tsx');
  });

  it("makes its menu a MenuList, as react-admin's own menu is (MUI 9's menu items need one)", () => {
    expect(changes['src/layout/Menu.tsx']).toContain("import { MenuList } from '@mui/material';");
    expect(changes['src/layout/Menu.tsx']).toMatch(/<MenuList\s+sx=\{\{\s+width: open/);
    expect(changes['src/layout/Menu.tsx']).toContain('</MenuList>');
    expect(changes['src/layout/Menu.tsx']).not.toContain('Box');
  });

  it('fails loudly when the demo no longer looks as expected', () => {
    expect(() => adaptDemo(() => '')).toThrow("the demo's sources have changed: the GraphQL branch of the data provider not found");
  });

  it("pins the console's versions and patch", () => {
    const pkg = demoPackage({ 'react-admin': '5.15.4', react: '19.3.1' }, '/repo/patches/ra-ui-materialui@5.15.4.patch');
    expect(pkg).toMatchObject({
      dependencies: { 'react-admin': '5.15.4', react: '19.3.1', 'data-generator-retail': '~5.15.0' },
      pnpm: {
        overrides: { 'react-admin': '5.15.4', react: '19.3.1' },
        patchedDependencies: { 'ra-ui-materialui@5.15.4': '/repo/patches/ra-ui-materialui@5.15.4.patch' },
      },
    });
  });
});
