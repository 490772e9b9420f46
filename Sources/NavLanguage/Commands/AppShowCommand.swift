import NavreplKit

/// `app show`: the loaded app as an `app { ... }` declaration (a form of `app`, whose spec
/// documents it).
final class AppShowCommand: CommandAction {
    func run(in context: CommandContext) throws -> Output {
        let schema = context.interpreter.schema
        guard !schema.isFree else {
            throw context.error("free mode (app none) declares nothing to show: any route is accepted (load or declare an app first, e.g. 'app hospital')")
        }
        return .text(AppDeclarationPrinter.declaration(of: schema))
    }
}
