describe("math", () => {
  test("adds", () => { expect(1 + 1).toBe(2); });
  test("fails", () => { expect(1 + 1).toBe(3); });
  test.skip("skipped", () => {});
  // test.todo lives in todo.test.js.txt: jest-junit writes it as a plain test case.
  describe("nested", () => {
    test("deep", () => {});
  });
});
test("top level", () => {});
